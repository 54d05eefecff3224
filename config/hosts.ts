/** Plain local hosts serve this site (the fixed name); `<site-id>.localhost` serves every other. */
export const LOCAL_DEFAULT_SITE_ID = 'aurora-dk';
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;
