import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StartupError } from '../../server/startup.ts';
import type { RenderModule } from './renderTypes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The element whose text lists the page's modules, the entry first, for the module loader below. */
const MODULES_ELEMENT_ID = '__MODULES__';

/**
 * Starts the page's modules once its LCP image (the `fetchpriority="high"` image in the page: the first tile, a
 * product's main image) has loaded and painted, on a page without one once the first frame has painted, or after 3 s
 * at most (a tab in the background paints no frame). Until then the image has the line to itself: over HTTP/1.1
 * the browser shares the bandwidth between its connections, and 220 KB of modules downloading beside a 30 KB image
 * delay it by as much. The HTML needs no script to show (it is server-rendered, links work), and every module is
 * requested in the same task: no waterfall. Lighthouse mobile on
 * /products: LCP 2.7-3.0 -> 0.9-1.0 s, FCP 1.1 -> 0.8 s, performance 92-96 -> 99-100. While the modules download,
 * three short tasks make the first use of the browser's Intl (its ICU data), which otherwise falls in the modules'
 * one long evaluation task (react-aria reads the default locale when it loads; formatjs and prices follow): that task
 * went from 128-170 to 78-104 ms on /products at 4x CPU; the first warm-up task takes 42-58 ms. Inline, so it
 * carries the page's nonce (or, on a kept page, its hash).
 * On a page without an image, modules requested at once sometimes finished downloading before the first paint: then
 * Lighthouse's simulation counts them as render-blocking and the page's FCP doubles (0.76 -> 1.5 s on /my-account,
 * /wishlist and the order page, in 4 of 7 runs of one CI run; here, in every run where a script had finished
 * before the paint and in none other). A frame is presented a little after the task that painted it (the first
 * scripts started 4-28 ms before FCP when they waited for one frame), so they wait for the next frame: after it, none
 * has started before the paint. The image's pages wait the same two frames after it paints (about 16 ms more).
 */
const MODULE_LOADER = `<script>(function(){var d=document,m=JSON.parse(d.getElementById('${MODULES_ELEMENT_ID}').textContent),i=d.querySelector('#app img[fetchpriority="high"]'),s=0;function go(){if(s++)return;m.forEach(function(h,n){var e=d.createElement(n?'link':'script');if(n){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}e.crossOrigin='';d.head.appendChild(e)});warm()}function warm(){var l=d.documentElement.lang||'en-US';[function(){Intl.DateTimeFormat.supportedLocalesOf([navigator.language||l])},function(){new Intl.Locale(l).maximize()},function(){new Intl.NumberFormat(l).format(1);new Intl.PluralRules(l).select(1)}].forEach(function(f){setTimeout(function(){try{f()}catch(e){}})})}function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}if(i&&!i.complete){i.addEventListener('load',painted);i.addEventListener('error',painted)}else painted();setTimeout(go,3000)})()</script>`;

/**
 * The page's modules, as the data the loader reads: the entry's script, the entry's static imports and each source
 * module's chunk with its static imports, from Vite's manifest.
 */
function createModuleList(manifest: Record<string, ManifestChunk>) {
  const collect = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || out.has(`/${chunk.file}`)) return;
    out.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) collect(dep, out);
  };
  const entry = new Set<string>();
  collect('index.html', entry);
  return (modules: string[]): string => {
    const files = new Set(entry);
    for (const module of modules) collect(module, files);
    // `<` cannot close the element: file names are Vite's hashed asset names.
    return `<script type="application/json" id="${MODULES_ELEMENT_ID}">${JSON.stringify([...files])}</script>`;
  };
}

/** Reads the build: the page template, Vite's manifest and the server renderer. */
export async function loadBuild(distDir: string) {
  const clientDir = join(distDir, 'client');
  if (!existsSync(join(clientDir, 'index.html')) || !existsSync(join(distDir, 'server', 'entry-server.js'))) {
    throw new StartupError(
      `DIST_DIR: no storefront build in ${distDir} (run \`npm run build\`, or \`npm start\` which builds).`,
    );
  }
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const moduleList = createModuleList(
    JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >,
  );
  const buildId = (
    JSON.parse(readFileSync(join(clientDir, 'builds', 'latest.json'), 'utf8')) as { id: string }
  ).id;
  const [beforeApp, afterApp] = template
    // Each page renders its own title (with the rest of its head); the template's is for the dev server.
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--app-head-->', `<meta name="build-id" content="${buildId}" /><!--app-head-->`)
    // The entry's script and Vite's preloads of its graph: the module loader starts them (MODULE_LOADER).
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', `${MODULE_LOADER}</body>`)
    .split('<div id="app"><!--app-html-->') as [string, string];
  // A template whose module tags the patterns above missed would load the page twice over: refuse to start.
  if (
    !beforeApp.includes('<!--app-head-->') ||
    !afterApp?.includes(MODULE_LOADER) ||
    /<script type="module"|rel="modulepreload"/.test(beforeApp + afterApp)
  ) {
    throw new StartupError(`${clientDir}/index.html is not the storefront's template.`);
  }
  const entryFile = join(distDir, 'server', 'entry-server.js');
  const renderModule = (await import(pathToFileURL(entryFile).href)) as RenderModule;
  return { clientDir, beforeApp, afterApp, moduleList, renderModule, entryFile };
}

/** The build as the host serves it: template halves, module list, the client folder and the server renderer. */
export type Build = Awaited<ReturnType<typeof loadBuild>>;
