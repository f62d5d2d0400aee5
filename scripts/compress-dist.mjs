// After `vite build`: writes .br and .gz beside each compressible file so the server sends them as is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/client');
const compressible = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (compressible.test(entry.name)) {
      const data = fs.readFileSync(full);
      fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      count++;
    }
  }
};
walk(root);
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
