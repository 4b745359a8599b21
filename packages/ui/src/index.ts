export * from './extras-group.tsx';
export * from './icons.tsx';
export * from './image-shapes.ts';
export * from './money.tsx';
export * from './price-tag.tsx';
export * from './product-card.tsx';
export * from './quantity-stepper.tsx';
export * from './tag-strip.tsx';
