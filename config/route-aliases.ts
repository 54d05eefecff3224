import type { Locale } from './locales';
import type { RouteKey } from './routes';

/**
 * Extra path segments that lead to a route, one table per language (docs/product.md#routes).
 * An alias redirects to the route's localised path. Matching ignores case, so "Erbjudande" and
 * "erbjudande" both work. Besides these, a route's own page path (/login, /profile/general)
 * resolves in every language.
 */
export const ROUTE_ALIASES: Record<Locale, Record<string, RouteKey>> = {
  da: {
    'log-ind': 'login',
    registrering: 'signup',
    aktivering: 'signup',
    'glemt-adgangskode': 'passwordReset',
    'nulstil-kodeord': 'passwordReset',
    'min-bil': 'home',
    reward: 'rewards',
    fordele: 'rewards',
    'min-profil': 'profile',
    afmelding: 'unsubscribe',
    frameld: 'unsubscribe',
    invitationer: 'invitation',
  },
  sv: {
    inloggning: 'login',
    'logga-in': 'login',
    registrering: 'signup',
    aktivering: 'signup',
    'glomt-losenord': 'passwordReset',
    'aterstall-losenord': 'passwordReset',
    'min-bil': 'home',
    reward: 'rewards',
    erbjudande: 'rewards',
    'min-profil': 'profile',
    'avsluta-prenumeration': 'unsubscribe',
    avanmalan: 'unsubscribe',
    inbjudning: 'invitation',
  },
  en: {
    'sign-in': 'login',
    register: 'signup',
    'forgot-password': 'passwordReset',
    reward: 'rewards',
    offers: 'rewards',
    'opt-out': 'unsubscribe',
    invite: 'invitation',
  },
  no: {
    'logg-inn': 'login',
    registrering: 'signup',
    aktivering: 'signup',
    'glemt-passord': 'passwordReset',
    'min-bil': 'home',
    reward: 'rewards',
    fordeler: 'rewards',
    'min-profil': 'profile',
    avmelding: 'unsubscribe',
    'meld-av': 'unsubscribe',
    innbydelse: 'invitation',
  },
};
