// Writes .br and .gz next to every text file of the client build, once, at
// build time; the server sends them to browsers that accept them
// (@fastify/static preCompressed), so no CPU is spent compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "build/client";
const compressible = /\.(js|css|html|svg|json|xml|txt|map)$/;
let files = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) {
      const content = readFileSync(path);
      if (content.length < 512) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      files += 1;
    }
  }
}

walk(root);
console.log(`compressed ${files} files in ${root}`);
