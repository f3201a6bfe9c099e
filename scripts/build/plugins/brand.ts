// The brand's files drawn at build time (scripts/brand/images.ts, hero-picture.ts) at the site's root,
// drawn once when first needed: emitted into the client build, served from memory by the dev server.
import mime from 'mime/lite';
import type { Plugin } from 'vite';
import { type Brand, renderBrandImages, UndrawableTextError } from '../../brand/images.ts';
import { ConfigError, exitOnConfigError } from '../parse-config.ts';

type DrawnFiles = Map<string, string | Uint8Array>;

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
            response.setHeader('Content-Type', mime.getType(path) ?? 'application/octet-stream');
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

/** `css` the build makes (the hero's drawing, the logo) as the module `virtual:<name>.css`, for the view that shows it. */
export function stylesheetModulePlugin(name: string, css: string): Plugin {
  const id = `virtual:${name}.css`;
  return {
    name: `stylesheet-${name}`,
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? css : undefined),
  };
}
