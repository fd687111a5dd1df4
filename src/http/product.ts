// What a product module gives the app: its v1 routes, any locked stubs, its public tools.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from './context.ts';
import type { PublicToolDefinition } from './public-tool.ts';
import type { Product } from '../keys/api-key.ts';

export interface ProductModule {
  name: Product;
  /** Routes under /api/v1/<name>/, mounted behind authenticate + authorize(name). */
  mountV1?: (v1: OpenAPIHono<AppEnv>, deps: AppDeps) => void;
  /** Routes under /api/v1/<name>/ answered after the 401 checks only (locked contract stubs). */
  mountLocked?: (v1: OpenAPIHono<AppEnv>, deps: AppDeps) => void;
  publicTools?: (deps: AppDeps) => PublicToolDefinition[];
}
