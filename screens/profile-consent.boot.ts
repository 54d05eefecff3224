import { consentsEarlyCalls } from '@/features/profile/consents-early-calls';
import { defineBoot } from './boot-kit';

/**
 * The consent tab's largest paint is a consent's note (a changed text, or what a required consent
 * means), which comes with the owner's consents: its static page asks for them and their latest
 * texts while its scripts load, so the list draws as the page opens.
 */
export default defineBoot({ route: 'profileConsent', calls: consentsEarlyCalls });
