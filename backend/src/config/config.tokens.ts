/** Injection token for the validated AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Injection token for the key (a `KeyObject`) that signs and verifies access tokens. */
export const ACCESS_TOKEN_KEY = Symbol('ACCESS_TOKEN_KEY');
