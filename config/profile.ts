/**
 * The longest first or last name the backend takes, after trimming (api-client/openapi.yaml:
 * SignUpRequest and ProfileUpdate, maxLength). The sign-up form, the profile form and the mock
 * backend check against it.
 */
export const NAME_MAX_LENGTH = 50;
