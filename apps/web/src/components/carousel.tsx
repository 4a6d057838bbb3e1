import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  Children,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { MdiIcon } from './mdi-icon';

export interface CarouselProps {
  /** Accessible name of the carousel (usually the section's title). */
  label: string;
  children: ReactNode;
  /** Width of one slide per breakpoint (CSS lengths). */
  slideWidth?: { xs?: string; sm?: string; md?: string; lg?: string };
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A horizontal row of slides (spec widget "carousel") built on native scrolling with scroll snapping: swipe on
 * phones, the arrow buttons or the keyboard elsewhere. No autoplay. Keyboard: Tab walks through the slides' links;
 * ←/→ move to the previous/next slide, Home/End to the first/last (focus follows, the row scrolls to it).
 */
export function Carousel({ label, children, slideWidth }: CarouselProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  useEffect(() => {
    measure();
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy?.({ left: direction * element.clientWidth * 0.9, behavior });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const slideElements = Array.from(track.current?.querySelectorAll<HTMLElement>('[data-slide]') ?? []);
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
    const index = current ? slideElements.indexOf(current) : -1;
    const last = slideElements.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: Math.min(last, index + 1),
      ArrowLeft: Math.max(0, index - 1),
      Home: 0,
      End: last,
    };
    const next = targets[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    const slide = slideElements[next];
    const focusable = slide?.matches(FOCUSABLE) ? slide : slide?.querySelector<HTMLElement>(FOCUSABLE);
    focusable?.focus({ preventScroll: true });
    slide?.scrollIntoView?.({ behavior, block: 'nearest', inline: 'start' });
  };

  const button = (direction: 1 | -1) => (
    <IconButton
      aria-label={direction === 1 ? t('catalogue.carousel.next') : t('catalogue.carousel.previous')}
      aria-controls={trackId}
      disabled={direction === 1 ? edges.end : edges.start}
      onClick={() => page(direction)}
      size="small"
      sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <MdiIcon path={direction === 1 ? mdiChevronRight : mdiChevronLeft} />
    </IconButton>
  );

  return (
    <Box
      aria-roledescription={t('catalogue.carousel.role')}
      aria-label={label}
      role="region"
      data-carousel=""
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        {button(-1)}
        {button(1)}
      </Box>
      <Box
        id={trackId}
        ref={track}
        onScroll={measure}
        onKeyDown={onKeyDown}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: {
            xs: slideWidth?.xs ?? '80%',
            sm: slideWidth?.sm ?? '45%',
            md: slideWidth?.md ?? '31%',
            lg: slideWidth?.lg ?? '23.5%',
          },
          gap: 2,
          overflowX: 'auto',
          overscrollBehaviorX: 'contain',
          scrollSnapType: 'x mandatory',
          scrollPaddingInline: 4,
          px: 0.5,
          pt: 0.5,
          pb: 1.5,
          scrollbarWidth: 'thin',
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={index}
            data-slide=""
            role="group"
            aria-roledescription={t('catalogue.carousel.slide')}
            aria-label={t('catalogue.carousel.position', { index: index + 1, total: slides.length })}
            sx={{ scrollSnapAlign: 'start', minWidth: 0 }}
          >
            {slide}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
