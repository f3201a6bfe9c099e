// Puts the files drawn at build time at the site's root: the brand images (images.ts) and the hero's
// picture (hero-image.ts). Emitted into the client build, served from memory by the dev server.
// Drawn once, when first needed.
import type { Plugin } from 'vite';
import { ConfigError, exitOnConfigError } from '../build/config.ts';
import { type Brand, renderBrandImages, UndrawableTextError } from './images.ts';

type DrawnFiles = Map<string, string | Uint8Array>;

const contentTypes: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** `draw` makes the files, by their path under the site's root. */
export function drawnFilesPlugin(name: string, draw: () => Promise<DrawnFiles>): Plugin {
  let files: Promise<DrawnFiles> | undefined;
  const render = () => (files ??= draw());
  return {
    name,
    // The server build (the prerender's renderer) has no files for visitors.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle() {
      for (const [fileName, source] of await render().catch(exitOnConfigError)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://dev').pathname.slice(1);
        render()
          .then((drawn) => {
            const file = drawn.get(path);
            if (file === undefined) return next();
            response.setHeader('Content-Type', contentTypes[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
            response.end(file);
          })
          .catch(next);
      });
    },
  };
}

export function brandImagesPlugin(brand: Brand): Plugin {
  return drawnFilesPlugin('brand-images', () =>
    renderBrandImages(brand).catch((error: unknown) => {
      if (error instanceof UndrawableTextError) throw new ConfigError(`VITE_BRAND_NAME "${brand.name}" ${error.message}`);
      throw error;
    }),
  );
}

/** The module id `import`ed for the CSS the build makes: the hero's drawing (hero-image.ts). */
const heroStylesheetId = 'virtual:hero-drawing.css';
const resolvedHeroStylesheetId = `\0${heroStylesheetId}`;

/** Serves `css` as the module `virtual:hero-drawing.css`; Vite bundles it into the stylesheet the pages inline. */
export function heroStylesheetPlugin(css: string): Plugin {
  return {
    name: 'hero-stylesheet',
    resolveId: (id) => (id === heroStylesheetId ? resolvedHeroStylesheetId : undefined),
    load: (id) => (id === resolvedHeroStylesheetId ? css : undefined),
  };
}
