// The product editor's pictures, options and kit (issue 26, decision 0097). Every call needs catalog.edit; an option's
// price change also catalog.prices. Each change is written to the product's change log.
import { z } from 'zod';
import { hasPermission } from '@parts/common/permissions';
import { id } from '@parts/common/input';
import {
  imageOrderSchema,
  imageRemoveSchema,
  imageUploadQuerySchema,
  kitSavedSchema,
  kitSaveSchema,
  optionPictureAnswerSchema,
  optionsSavedSchema,
  optionsSaveSchema,
  productImagesSchema,
} from '@parts/common/product-editor';
import { receiveProductPicture, resizeProductPicture } from '#src/features/media/product-pictures';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { addImage, imagesOf, orderImages, removeImage } from './product-images';
import { putValuePicture, removeValuePicture } from './option-pictures';
import { saveKit } from './product-kit';
import { saveOptions } from './product-options';

const params = z.object({ product_id: id('product_id') });
const valueParams = params.extend({ product_option_value_id: id('product_option_value_id') });
const read = { access: 'staff', permission: 'catalog.edit', changesState: false } as const;
const write = { access: 'staff', permission: 'catalog.edit', changesState: true } as const;
const tags = ['admin'];

export function productEditorRoutes(app: App, { db, config }: Pick<Deps, 'db' | 'config'>): void {
  app.get(
    '/admin/api/catalog/products/:product_id/images',
    {
      config: read,
      schema: { tags, summary: "The product's pictures, main first", params, response: { 200: productImagesSchema } },
    },
    async (req) => imagesOf(db, req.params.product_id),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/images/upload',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Adds a picture last (raw body: JPEG, PNG or WebP by its bytes, up to 8 MB; ?filename=), stored at 320, 160 and 72 px; the same file twice is stored once',
        params,
        querystring: imageUploadQuerySchema,
        response: { 200: productImagesSchema },
      },
    },
    async (req) => {
      const picture = await receiveProductPicture(req, config);
      const sized = await resizeProductPicture(picture.body);
      return addImage(db, req.params.product_id, picture, sized, req.query.filename, staffOf(req));
    },
  );

  app.post(
    '/admin/api/catalog/products/:product_id/images/order',
    {
      config: write,
      schema: {
        tags,
        summary: 'Puts the pictures in this order (every picture once); the first is the main picture',
        params,
        body: imageOrderSchema,
        response: { 200: productImagesSchema },
      },
    },
    async (req) => orderImages(db, req.params.product_id, req.body.image_ids, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/images/remove',
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes a picture (one already removed: the list as it is)',
        params,
        body: imageRemoveSchema,
        response: { 200: productImagesSchema },
      },
    },
    async (req) => removeImage(db, req.params.product_id, req.body.product_image_id, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/options/save',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Saves the product's options whole (nine types, values with price changes in dollars); left-out ones are removed",
        params,
        body: optionsSaveSchema,
        response: { 200: optionsSavedSchema },
      },
    },
    async (req) => {
      const user = staffOf(req);
      return saveOptions(db, req.params.product_id, req.body, {
        ...user,
        mayChangePrices: hasPermission(user, 'catalog.prices'),
      });
    },
  );

  app.post(
    '/admin/api/catalog/products/:product_id/options/values/:product_option_value_id/image/upload',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Puts a picture on an image choice value, replacing its own (raw body checked and resized like the product's pictures; ?filename=); the same file twice changes nothing",
        params: valueParams,
        querystring: imageUploadQuerySchema,
        response: { 200: optionPictureAnswerSchema },
      },
    },
    async (req) => {
      const picture = await receiveProductPicture(req, config);
      const sized = await resizeProductPicture(picture.body);
      const { product_id, product_option_value_id } = req.params;
      return putValuePicture(db, product_id, product_option_value_id, picture, sized, req.query.filename, staffOf(req));
    },
  );

  app.post(
    '/admin/api/catalog/products/:product_id/options/values/:product_option_value_id/image/remove',
    {
      config: write,
      schema: {
        tags,
        summary: "Takes an option value's picture off (one without a picture: the options as they are)",
        params: valueParams,
        response: { 200: optionPictureAnswerSchema },
      },
    },
    async (req) => removeValuePicture(db, req.params.product_id, req.params.product_option_value_id, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/kit/save',
    {
      config: write,
      schema: {
        tags,
        summary: "Saves the kit's components with quantities (an empty list: no longer a kit)",
        params,
        body: kitSaveSchema,
        response: { 200: kitSavedSchema },
      },
    },
    async (req) => saveKit(db, req.params.product_id, req.body.components, staffOf(req)),
  );
}
