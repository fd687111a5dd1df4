// The products the service mounts: each a module, a key scope and a URL segment.
import type { ProductModule } from './http/product.ts';
import { entries } from './entries/routes.ts';
import { tariffs } from './tariffs/routes.ts';
import { pixels } from './pixels/routes.ts';

export const PRODUCTS: ProductModule[] = [pixels, entries, tariffs];
