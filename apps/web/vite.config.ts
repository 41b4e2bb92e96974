import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this are sent as they are, without twins (as the build did before). */
const COMPRESS_MIN_BYTES = 1024;

/** Writes file.br and file.gz beside `file`, at the highest settings (shared by the two plugins below). */
async function writeCompressedTwins(file: string, content: Buffer) {
  if (content.length < COMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes file.br and file.gz beside each text file of the build, at the highest settings (issue 12): the server
 * (@fastify/static, preCompressed) sends them as they are, so no request pays for compression.
 */
function precompress(): Plugin {
  return {
    name: 'scribe-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
      await Promise.all(files.map(async (name) => writeCompressedTwins(path.join(outDir, name), await fs.readFile(path.join(outDir, name)))));
    },
  };
}

const alias = { '@': path.resolve(import.meta.dirname, 'src') };

/**
 * Writes dist/login.html (and its compressed twins): index.html with the login page already rendered into #root by
 * the app's own components (src/app/prerender.tsx), which the server sends for /login (decision 106). The browser
 * paints the page as soon as the HTML and the CSS are in, instead of after 500 KB of JavaScript has been evaluated
 * and has rendered; main.tsx hydrates it. Rendered through Vite's SSR module loader, so the same aliases and JSX
 * transform apply as in the browser build.
 */
function prerenderLoginPage(): Plugin {
  let outDir = '';
  return {
    name: 'scribe-prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root: import.meta.dirname,
        resolve: { alias },
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLoginPage } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderLoginPage: () => string };
        const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const emptyRoot = '<div id="root"></div>';
        if (!index.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to render the login page into`);
        const file = path.join(outDir, 'login.html');
        const html = Buffer.from(index.replace(emptyRoot, `<div id="root">${renderLoginPage()}</div>`));
        await fs.writeFile(file, html);
        await writeCompressedTwins(file, html);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerenderLoginPage()],
  resolve: { alias },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
