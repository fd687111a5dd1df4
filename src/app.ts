// buildApp(deps): the whole HTTP surface as a function of its dependencies. Importing this
// file opens nothing; src/cli/serve.ts wires real dependencies, tests wire their own. Every
// request enters through `listener`: a JSON operation's path goes through the one operation
// pipeline (pipeline.ts, guards in guards.ts), anything else to Hono (site.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AppDeps } from './http/context.ts';
import type { ProductModule } from './http/product-module.ts';
import { bodySchemaOf, type Operation } from './http/operation.ts';
import { guardChains } from './http/guards.ts';
import { operationListener } from './http/pipeline.ts';
import { publicToolOperation } from './http/public-routes.ts';
import type { PublicToolDefinition } from './http/public-tool.ts';
import { buildDocuments } from './http/openapi.ts';
import { buildSite } from './http/site.ts';
import { PRODUCTS } from './products.ts';
import pkg from '../package.json' with { type: 'json' };

export interface BuiltApp {
  /** Answers every request: Node's request listener, the same in production and in tests. */
  listener(req: IncomingMessage, res: ServerResponse): void;
  /** Every JSON operation the app answers, v1 first, in the products' order. */
  operations: readonly Operation[];
  tools: PublicToolDefinition[];
  documents: { readonly v1: Record<string, unknown>; readonly public: Record<string, unknown> };
  /** Releases what the app holds (the MCP handler); the store belongs to the caller. */
  close(): Promise<void>;
}

/** Each product's v1 operations and each public tool's, checked once at boot: one owner per path. */
export function operationsOf(products: readonly ProductModule[], tools: readonly PublicToolDefinition[], deps: AppDeps): Operation[] {
  const v1 = products.flatMap((module) =>
    (module.v1?.(deps) ?? []).map((spec): Operation => {
      const { route } = spec;
      if (!route.path.startsWith(`/api/v1/${module.scope}/`)) throw new Error(`${module.name}: ${route.path} is outside /api/v1/${module.scope}/`);
      const base = { path: route.path, product: module.scope, route, schema: bodySchemaOf(route) };
      if ('locked' in spec) return { ...base, access: 'locked', locked: spec.locked };
      const { handler, plainInput, keptAnswer } = spec;
      return { ...base, access: 'v1', handler, ...(plainInput ? { plainInput } : {}), ...(keptAnswer ? { keptAnswer } : {}) };
    }),
  );
  const operations = [...v1, ...tools.map((tool) => publicToolOperation(tool, deps))];
  const seen = new Set<string>();
  for (const op of operations) {
    if (seen.has(op.path)) throw new Error(`Two operations claim ${op.path}`);
    seen.add(op.path);
  }
  return operations;
}

export function buildApp(deps: AppDeps, products: readonly ProductModule[] = PRODUCTS): BuiltApp {
  const tools = products.flatMap((p) => p.publicTools?.(deps) ?? []);
  const operations = operationsOf(products, tools, deps);
  const pipeline = operationListener(deps, operations, guardChains(deps));

  // Generated when first asked for (a page of the docs or a tool, a document): generating
  // both took about a tenth of the time to listen (bench/startup.ts).
  let built: ReturnType<typeof buildDocuments> | undefined;
  const generated = () => (built ??= buildDocuments(operations, deps.config, pkg.version));
  const documents = {
    get v1() {
      return generated().v1;
    },
    get public() {
      return generated().public;
    },
  };
  const site = buildSite(deps, tools, documents, new Set(operations.map((op) => op.path)));
  const hono = getRequestListener(site.app.fetch, { errorHandler: site.unreadable });

  return {
    listener: (req, res) => {
      if (!pipeline(req, res)) void hono(req, res);
    },
    operations,
    tools,
    documents,
    close: () => site.close(),
  };
}
