/** The product name; the spec writes it as `{product}`. */
export const PRODUCT_NAME = 'Hearth';
