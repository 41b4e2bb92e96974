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
 * Writes the pages rendered at build time by the app's own components (src/app/prerender.tsx), each a copy of
 * index.html with the page inside #root, and their compressed twins. The server sends them for their paths, and the
 * browser paints them as soon as the HTML and the CSS are in, instead of after 500 KB of JavaScript has been evaluated
 * and has rendered. Rendered through Vite's SSR module loader, so the same aliases and JSX transform apply as in the
 * browser build.
 * - dist/login.html (decision 106): the login page for a visitor with nothing stored; main.tsx hydrates it.
 * - dist/patients.html (decision 113): the first paint of /patients for a signed-in practitioner, the list still
 *   loading; inert (nothing in it can be focused or typed into), and hidden by shell-gate.js, run before the body,
 *   from any visitor whose first render would differ. main.tsx renders the app over it.
 */
function prerenderPages(): Plugin {
  let outDir = '';
  return {
    name: 'scribe-prerender-pages',
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
        const prerender = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { renderLoginPage: () => string; renderPatientsShell: () => Promise<string> };
        const index = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        const emptyRoot = '<div id="root"></div>';
        if (!index.includes(emptyRoot)) throw new Error(`index.html has no ${emptyRoot} to render the pages into`);
        const write = async (name: string, html: string) => {
          const file = path.join(outDir, name);
          const content = Buffer.from(html);
          await fs.writeFile(file, content);
          await writeCompressedTwins(file, content);
        };
        await write('login.html', index.replace(emptyRoot, `<div id="root">${prerender.renderLoginPage()}</div>`));
        const shell = `<div id="root"><div data-shell inert style="display: contents">${await prerender.renderPatientsShell()}</div></div>`;
        // A classic script in the head runs before the body is parsed, so before the first paint.
        const gate = '<script src="/shell-gate.js"></script>\n  </head>';
        await write('patients.html', index.replace('</head>', gate).replace(emptyRoot, shell));
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), prerenderPages()],
  resolve: { alias },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
