import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '#server/app.ts';
import type { FileStore } from '#server/modules/files/store.ts';
import { sharePictures } from './service.ts';

const FILE = /^([1-9]\d{0,9})\.jpg$/;

/** GET /share/product/<id>.jpg: the picture a shared product link previews with (og:image, decision 0112). */
export const sharePictureRoutes: FastifyPluginAsync<AppDeps & { files: FileStore }> = async (
  app,
  { db, files, pictureDecoding },
) => {
  const pictureOf = sharePictures(db, files, pictureDecoding, 'Crossbay');
  app.get<{ Params: { file: string } }>(
    '/share/product/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(FILE.exec(request.params.file)?.[1]);
      const picture = Number.isSafeInteger(id) ? await pictureOf(id) : null;
      if (!picture) return reply.callNotFound();
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(picture);
    },
  );
};
