// The products the service mounts: each a module, a key scope and a URL segment. letters is
// public-only (its one tool drafts Section 232 comment letters), filed under the tariffs scope.
import type { ProductModule } from './http/product-module.ts';
import { entries } from './entries/routes.ts';
import { tariffs } from './tariffs/routes.ts';
import { pixels } from './pixels/routes.ts';
import { letters } from './letters/routes.ts';

export const PRODUCTS: ProductModule[] = [pixels, entries, tariffs, letters];
