// What a product module gives the app: its v1 operations (locked stubs among them) and its
// public tools. The app answers them (pipeline.ts); the module never touches HTTP.
import type { AppDeps } from './context.ts';
import type { PublicToolDefinition } from './public-tool.ts';
import type { Product } from '../keys/api-key.ts';
import type { V1OperationSpec } from './operation.ts';

export interface ProductModule {
  /** The module's own name (letters, pixels...). */
  name: string;
  /** The key scope and URL segment its v1 operations live under: /api/v1/<scope>/. */
  scope: Product;
  /** Operations under /api/v1/<scope>/, behind the key checks (see guards.ts). */
  v1?: (deps: AppDeps) => V1OperationSpec[];
  publicTools?: (deps: AppDeps) => PublicToolDefinition[];
}
