/**
 * Zod compiles object parsers with `new Function` unless told not to, and finds out whether it may by trying:
 * under the site's content security policy (script-src 'self') the browser refuses and reports every try as a
 * violation (DevTools' Issues panel, Lighthouse's best practices). Zod takes its settings from this global when it
 * loads, so setting it here, before any chunk that uses zod is imported, keeps it from trying at all, without
 * bringing zod into the first script. Forms parse a few fields: the compiled parsers would gain nothing there.
 */
const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };
