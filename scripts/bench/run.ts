export {};
/**
 * npm run bench [api|web|build] [options]: runs the benches and writes docs/benchmarks.md.
 *   api:   --cars 1000,100000[,1000000] --db postgres,pglite --seconds 4 --rounds 3 --connections 10
 *          [--calls name,…: only those calls, printed, nothing written]
 *   web:   Lighthouse (mobile) on home, car list, car detail, terms
 *   build: full build against a content rebuild, and the gzipped JavaScript of each page
 */
const which = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'all';
const args = process.argv.slice(which === 'all' ? 2 : 3);

if (which === 'api' || which === 'all') await (await import('./api.ts')).benchApi(args);
if (which === 'build' || which === 'all') await (await import('./build.ts')).benchBuild(args);
if (which === 'web' || which === 'all') await (await import('./web.ts')).benchWeb(args);
