import { defineSite } from '../site-schema';
import { auroraTheme } from '../../styles/themes/aurora';

// Demo of the maintenance flag: every path of this site shows the maintenance page.
export default defineSite({
  id: 'maintenance',
  hosts: [],
  locales: ['sv'],
  websiteName: 'Aurora (underhåll)',
  apiUrl: 'https://api.aurora-bil.se/owner-portal',
  // The brand's picture CDN, and the local mock backend's picture host (dev, demo and tests).
  pictureHosts: ['https://media.aurora-bil.se', 'https://mock-pictures.localhost'],
  brand: 'aurora',
  brandId: 'AUR',
  marketId: 'SE',
  gaTag: '',
  appIds: { android: 'dk.aurora.owners', ios: 1544000101 },
  logo: '/brands/aurora/logo.svg',
  coverImage: '/brands/aurora/cover.svg',
  loginBanner: '/brands/aurora/login-banner.svg',
  favicon: '/brands/aurora/favicon.svg',
  smartBannerIcon: '/brands/aurora/app-icon.svg',
  withBannerText: true,
  cookieProvider: 'cookieinformation',
  cookieData: { culture: 'DA' },
  cookiePageType: 'declaration',
  internalPrivacyPolicy: true,
  externalCookiePolicyLink: '',
  mustConsentAgain: true,
  consentStyle: 'popover',
  promptSignUp: true,
  clarityProjectId: '',
  maintenance: true,
  notificationIcon: 'bell',
  webPushPublicKey: '',
  roadsidePhone: '+46 20 91 91 91',
  rewards: {
    forYou: { category: 'offers', isHighlight: true, includeExternal: true, categorySelect: true, useSubCategory: false },
    forVehicle: { category: 'service', isHighlight: false, includeExternal: false, categorySelect: false, useSubCategory: true },
  },
  hasVehicleTab: true,
  theme: auroraTheme,
});
