-- The file name an image-choice value's picture was uploaded as (decision 0102), for the editor and the change log.
ALTER TABLE "product_option_values" ADD COLUMN "image_name" text;
