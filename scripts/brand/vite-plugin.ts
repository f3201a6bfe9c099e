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

/**
 * Serves `css`, which the build makes, as the module `virtual:<name>.css` (the hero's drawing from
 * hero-image.ts, the logo from logo-stylesheet.ts): the view that shows it imports it, and Vite bundles
 * it into the stylesheet the pages inline.
 */
export function stylesheetModulePlugin(name: string, css: string): Plugin {
  const id = `virtual:${name}.css`;
  const resolvedId = `\0${id}`;
  return {
    name: `stylesheet-${name}`,
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load: (source) => (source === resolvedId ? css : undefined),
  };
}
