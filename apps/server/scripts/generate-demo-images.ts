// Draws the demo product, category, banner and logo images into src/db/demo-data/images (committed).
// Run: node --import tsx apps/server/scripts/generate-demo-images.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDemoImages } from '../src/db/demo-data/draw/render-all.ts';

const root = fileURLToPath(new URL('../src/db/demo-data/images/', import.meta.url));
const images = renderDemoImages();

// Start clean so renamed products leave no stale files behind.
for (const folder of ['products', 'icons', 'banners', 'brand'])
  rmSync(join(root, folder), { recursive: true, force: true });
let bytes = 0;
for (const [path, svg] of images) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  bytes += svg.length;
}
const count = readdirSync(join(root, 'products')).length;
console.log(`wrote ${images.size} images (${count} products), ${Math.round(bytes / 1024)} KiB in ${root}`);
