/** The image field of docs/product.md §7 (upload with progress, preview, image options), for the engine's registry. */
export { ImageWidget } from './ImageWidget';
export { ImageField } from './ImageField';
