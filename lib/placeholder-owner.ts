/**
 * PLACEHOLDER until the API client and sign-in land: the signed-in owner's name shown in the
 * header and whether the header shows News. The auth issue replaces every use of it with the
 * profile query ('user-profile') and the first page of website news.
 */
export const PLACEHOLDER_OWNER = { firstName: 'Demo', lastName: 'Owner', hasNews: true } as const;
