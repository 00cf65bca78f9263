// The product editor's pictures, options and kit (issue 26, decision 0097). Pictures are uploaded one at a time and
// stored at the sizes the storefront shows them; options and the kit are saved whole (the list as the editor shows it),
// so sending the same list twice has one effect. Money is typed as dollars ("5.00") and answered the same way.
import { z } from 'zod';
import { OPTION_TYPES } from './catalog';
import { INT4_MAX, money, optionalText, text, wholeNumber } from './input';
import { id } from './validation';

/** Where the storefront shows a product's picture: the product page (320 px), listing cards (160 px), cart lines (72 px). */
export const PRODUCT_IMAGE_SIZES = { page: 320, card: 160, thumb: 72 } as const;
export type ProductImageSize = (typeof PRODUCT_IMAGE_SIZES)[keyof typeof PRODUCT_IMAGE_SIZES];
/** A camera's JPEG is 2–6 MB; anything bigger is not a product photo. */
export const PRODUCT_IMAGE_MAX_BYTES = 8_000_000;
/** Pixels a picture may have (a 50 MP camera is about this): larger ones are refused before they are decoded. */
export const PRODUCT_IMAGE_MAX_PIXELS = 50_000_000;
export const PRODUCT_IMAGES_MAX = 12;

/**
 * A stored picture at one of the storefront's sizes. An upload is stored as `products/<id>/<name>-320.webp` with its
 * -160 and -72 beside it; any other picture (the seed's drawings, an import's) has one size only.
 */
export const productImageAt = (stored: string, size: ProductImageSize): string =>
  stored.replace(/^(products\/\d+\/[A-Za-z0-9_-]+)-320\.webp$/, `$1-${size}.webp`);

export const PRODUCT_EDITOR_MSG = {
  notAnImage: 'The file is not a JPEG, PNG or WebP picture.',
  unreadable: 'The picture could not be read. It may be damaged; save it again and upload it.',
  tooManyPixels: 'The picture has too many pixels. Make it smaller than 50 megapixels.',
  tooMany: `A product has at most ${PRODUCT_IMAGES_MAX} pictures. Remove one first.`,
  orderMismatch: 'The pictures changed meanwhile. Reload the product and try again.',
  valuesNeeded: 'Add at least one value.',
  noValues: 'This type of option takes no values.',
  ownKit: 'A kit cannot contain itself.',
  kitInKit: 'That product is a kit itself: add its parts instead.',
  componentIsKit: 'This product is a part of another kit, so it cannot be a kit itself.',
  unknownProduct: 'Choose a product from the search.',
  twice: 'That product is in the kit twice.',
  valueGone: 'That value is no longer on the product. Reload the product and try again.',
  notImageOption: 'Only the values of an image choice option have pictures. Save the option as an image choice first.',
} as const;

// ---- Pictures ----

export const productImageSchema = z.object({
  product_image_id: z.number().int(),
  /** The page-size picture and the 72 px one the editor lists. */
  url: z.string(),
  thumb_url: z.string(),
  name: z.string(),
  /** False for the picture the part had before its first upload (the seed's or an import's). */
  uploaded: z.boolean(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
export const productImagesSchema = z.object({ product_id: z.number().int(), images: z.array(productImageSchema) });
export type ProductImages = z.infer<typeof productImagesSchema>;
export const imageUploadQuerySchema = z.object({ filename: z.string().max(200).optional() });
/** A picture's id in the editor: 0 is the picture a part came with, until a change stores it (product-images.ts). */
const imageId = wholeNumber({
  min: 0,
  max: INT4_MAX,
  notNumber: 'Must be a number',
  notWhole: 'Must be a whole number',
  belowMin: 'Must be 0 or more',
  aboveMax: 'Must be a number',
});
export const imageOrderSchema = z.object({
  image_ids: z
    .array(imageId)
    .min(1)
    .max(PRODUCT_IMAGES_MAX + 1),
});
export const imageRemoveSchema = z.object({ product_image_id: imageId });

// ---- Options ----

/** The types whose shopper picks one of the option's values; the rest take what the shopper types. */
export const CHOICE_OPTION_TYPES = ['select', 'radio', 'checkbox', 'image'] as const;
export const isChoiceOption = (type: string) => (CHOICE_OPTION_TYPES as readonly string[]).includes(type);

export const OPTION_TYPE_LABELS: Record<(typeof OPTION_TYPES)[number], string> = {
  select: 'Select (drop-down)',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  image: 'Image choice',
  text: 'Text',
  textarea: 'Text area',
  date: 'Date',
  time: 'Time',
  datetime: 'Date and time',
};

const optionValueInput = z.object({
  product_option_value_id: z.union([z.literal(''), id]).optional(),
  name: text(100).min(1, 'Name the value.'),
  price: money('Price change'),
  price_prefix: z.enum(['+', '-']),
});
const optionInput = z
  .object({
    product_option_id: z.union([z.literal(''), id]).optional(),
    type: z.enum(OPTION_TYPES),
    name: text(100).min(1, 'Name the option.'),
    required: z.boolean(),
    /** What a text, date or time option starts with. */
    value: optionalText(255),
    values: z.array(optionValueInput).max(50),
  })
  .superRefine((o, ctx) => {
    if (isChoiceOption(o.type) && o.values.length === 0)
      ctx.addIssue({ code: 'custom', path: ['values'], message: PRODUCT_EDITOR_MSG.valuesNeeded });
    if (!isChoiceOption(o.type) && o.values.length > 0)
      ctx.addIssue({ code: 'custom', path: ['values'], message: PRODUCT_EDITOR_MSG.noValues });
  });
/** The product's options as the editor lists them: the ones without an id are new, the ones left out are removed. */
export const optionsSaveSchema = z.object({ options: z.array(optionInput).max(30) });
export type OptionsSaveInput = z.input<typeof optionsSaveSchema>;
export type OptionsSave = z.output<typeof optionsSaveSchema>;

export const editorOptionSchema = z.object({
  product_option_id: z.number().int(),
  type: z.enum(OPTION_TYPES),
  name: z.string(),
  required: z.boolean(),
  value: z.string(),
  values: z.array(
    z.object({
      product_option_value_id: z.number().int(),
      name: z.string(),
      price: z.string(),
      price_prefix: z.enum(['+', '-']),
      /** An image choice value's picture (decision 0102): the product page's size and the 72 px one; null without. */
      image_url: z.string().nullable(),
      thumb_url: z.string().nullable(),
      image_name: z.string(),
    }),
  ),
});
export type EditorOption = z.infer<typeof editorOptionSchema>;
export const optionsSavedSchema = z.object({
  product_id: z.number().int(),
  changes: z.number().int(),
  options: z.array(editorOptionSchema),
});

// ---- Kit ----

const componentCount = wholeNumber({
  min: 1,
  max: 999,
  notNumber: 'Quantity must be a whole number.',
  belowMin: 'Quantity must be 1 or more.',
  aboveMax: 'Quantity must be 999 or less.',
});
/** The kit's components; an empty list makes the product an ordinary part again. */
export const kitSaveSchema = z.object({
  components: z.array(z.object({ product_id: id, quantity: componentCount })).max(50),
});
export type KitSaveInput = z.input<typeof kitSaveSchema>;
export const kitComponentSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  quantity: z.number().int(),
});
export type KitComponent = z.infer<typeof kitComponentSchema>;
export const kitSavedSchema = z.object({
  product_id: z.number().int(),
  changes: z.number().int(),
  components: z.array(kitComponentSchema),
});

// ---- An image choice value's picture (decision 0102) ----

/** The product's options after a value's picture changed. */
export const optionPictureAnswerSchema = z.object({
  product_id: z.number().int(),
  options: z.array(editorOptionSchema),
});
