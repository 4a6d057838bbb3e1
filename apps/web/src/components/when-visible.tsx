import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface WhenVisibleProps {
  children: ReactNode;
  /** Shown (and sized like the content) until the section nears the viewport. */
  fallback: ReactNode;
  /** How far before the viewport the content starts to load. */
  rootMargin?: string;
}

/**
 * Renders `children` once the place they go nears the viewport (then keeps them). Sections below the fold of the
 * landing page use it so that their code and data load when the visitor scrolls towards them, not with the page.
 */
export function WhenVisible({ children, fallback, rootMargin = '400px 0px' }: WhenVisibleProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !anchor.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return <div ref={anchor}>{visible ? children : fallback}</div>;
}
