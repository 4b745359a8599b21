import { useEffect, useState } from 'react';

export type WindowShape = 'horizontal' | 'vertical';

const shapeNow = (): WindowShape => (window.innerWidth >= window.innerHeight ? 'horizontal' : 'vertical');

/** Horizontal or vertical layout by window shape (spec/3 §2): totems come in both orientations. */
export function useWindowShape(): WindowShape {
  const [shape, setShape] = useState(shapeNow);
  useEffect(() => {
    const update = () => setShape(shapeNow());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return shape;
}
