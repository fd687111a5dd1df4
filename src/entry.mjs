// The process entry (`npm start`, bin/dutyscout): plain JavaScript on purpose. It turns Node's
// compile cache on before any TypeScript is read, so on a warm start even src/main.ts comes
// from the cache and Node never loads its TypeScript stripper (amaro, a WebAssembly build of
// swc): that load was about 150 ms of every start (bench/startup.ts). The cache lives under the
// system temp dir or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off; where the
// dir cannot be written it is simply not used.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./main.ts');
