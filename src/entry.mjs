// The process entry (`npm start`, bin/dutyscout): plain JavaScript on purpose. It turns Node's
// compile cache on before any TypeScript is read, so on a warm start even src/main.ts comes
// from the cache and Node never loads its TypeScript stripper (amaro, a WebAssembly build of
// swc): that load was about 150 ms of every start (bench/startup.ts). The cache lives under the
// system temp dir or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off; where the
// dir cannot be written it is simply not used.
//
// It is also the one file an older Node must be able to read: started with the machine's own
// Node (say 20, as `node src/entry.mjs`), it says which Node it needs and how to get it instead
// of failing on a missing export or on the TypeScript it cannot run.
import module from 'node:module';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `dutyscout needs Node 24 (it runs its TypeScript directly); this is Node ${process.versions.node}.\n` +
      'The project brings Node 24 as a dependency: after `npm ci` (or `npm ci --omit=dev`), start it with `npm start` ' +
      'or bin/dutyscout, which use node_modules/.bin/node. Or install Node 24 (docs/operations.md, "Installing").\n',
  );
  process.exit(1);
}
module.enableCompileCache();
await import('./main.ts');
