/**
 * The one carousel of the site (home slides, facility photos, the gallery),
 * on embla-carousel-react, following the WAI-ARIA carousel pattern: a
 * labelled region of slide groups, previous/next buttons, one indicator per
 * slide, and a visible pause control. Automatic rotation never starts under
 * prefers-reduced-motion, stops when focus or the pointer comes inside, and
 * stops for good once the visitor steps the slides themselves (Back, Next,
 * an indicator, or a drag): it never restarts unless the visitor presses Play.
 *
 * Without wrap-around (`loop` false) Back and Next are disabled at the ends,
 * and automatic rotation stops on the last slide; Play there starts again
 * from the first slide, since the visitor asked for it.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Lang } from '../../lib/languages.ts';
import { en, hi } from './Carousel.words.ts';
import './carousel.css';

const strings = { en, hi };

export type CarouselMaxWidth = 800 | 1000 | 1200;

export interface CarouselSlide {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
}

export interface CarouselProps {
  /** Names the region for screen readers, e.g. "Campus highlights". */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds between automatic steps; 0 for a carousel stepped only by hand. */
  autoplayMs?: number;
  /** Wrap from the last slide to the first. */
  loop?: boolean;
  /** The page's language: the controls' words and the status line follow it (src/i18n). */
  lang?: Lang;
  /** Words on the previous and next buttons, when a page wants its own (else the language's Previous and Next). */
  previousLabel?: string;
  nextLabel?: string;
  /**
   * Largest width of the carousel in CSS pixels. One of a few set widths in
   * carousel.css: the content security policy allows no inline style attributes.
   */
  maxWidth?: CarouselMaxWidth;
  /** Show visible wording while an image loads, once it has loaded, and when it fails. */
  imageStatus?: boolean;
  /** What the status line calls a slide, e.g. "Photo" in "Photo 3 of 9 loaded"; the language's word for an image by default. */
  itemName?: string;
  /**
   * Whether the carousel sits in a phone's first screen, so its first image is fetched at once and first.
   * False below it (the home page's): the image then waits for layout instead of competing with the text.
   */
  inFirstScreen?: boolean;
}

export type ImageState = 'loading' | 'loaded' | 'failed';

/** The words the status line shows for the current slide's image. */
export function imageStatusText(state: ImageState, position: number, total: number, itemName: string, t: typeof en = en): string {
  if (state === 'loading') return t.loadingItem(itemName, position, total);
  if (state === 'loaded') return t.loadedItem(itemName, position, total);
  return t.failedItem(itemName, position, total);
}

export default function Carousel({
  label,
  slides,
  autoplayMs = 0,
  loop = false,
  lang = 'en',
  previousLabel,
  nextLabel,
  maxWidth,
  imageStatus = false,
  itemName,
  inFirstScreen = true,
}: CarouselProps) {
  const t = strings[lang];
  const [plugins] = useState(() =>
    autoplayMs > 0
      ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: true, stopOnMouseEnter: true, stopOnLastSnap: !loop })]
      : [],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [playing, setPlaying] = useState(false);
  // Whether the slides have moved since hydration: the first slide is not announced on arrival.
  const [announced, setAnnounced] = useState(false);
  // The rotation control appears only once the script runs: before that it could do nothing.
  const [hydrated, setHydrated] = useState(false);
  const region = useRef<HTMLElement>(null);

  const [imageStates, setImageStates] = useState<ImageState[]>(() => slides.map(() => 'loading'));
  const images = useRef<(HTMLImageElement | null)[]>([]);

  const autoplay = useCallback(() => embla?.plugins().autoplay, [embla]);

  // Follow each image's loading. Images that settled before the script ran are read from the element.
  useEffect(() => {
    if (!imageStatus) return;
    const cleanups = images.current.map((img, index) => {
      if (!img) return () => {};
      const set = (state: ImageState) => setImageStates((all) => all.map((s, i) => (i === index ? state : s)));
      const onLoad = () => set('loaded');
      const onError = () => set('failed');
      if (img.complete) set(img.naturalWidth > 0 ? 'loaded' : 'failed');
      img.addEventListener('load', onLoad);
      img.addEventListener('error', onError);
      return () => {
        img.removeEventListener('load', onLoad);
        img.removeEventListener('error', onError);
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [imageStatus]);

  useEffect(() => {
    if (!embla) return;
    const sync = (_api?: unknown, event?: string) => {
      setSelected(embla.selectedScrollSnap());
      if (event === 'select') setAnnounced(true);
      setCanPrevious(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    // The plugin announces play before it counts itself as playing, so take the event's word.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    // Reading embla's state once it exists is subscribing to an external system; so is marking the controls as working.
    /* eslint-disable react-hooks/set-state-in-effect */
    sync();
    setHydrated(true);
    /* eslint-enable react-hooks/set-state-in-effect */
    embla.on('select', sync).on('reInit', sync);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // A drag (mouse, pen or touch) is stepping by hand: rotation stops for good.
    const onPointerDown = () => embla.plugins().autoplay?.stop();
    embla.on('pointerDown', onPointerDown);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The island may hydrate because the pointer or focus came inside; that stops rotation, as it would later.
    const visitorInside = region.current?.matches(':hover, :focus-within') ?? false;
    // Woken by the clock, the island hydrated because its first automatic step is due: take it as soon as the
    // next picture is ready (it began loading when the island woke, see carousel.css), so the first step comes
    // after about one interval like every later one and never shows a picture still loading. Should the picture
    // take longer than an interval, the rotation's own timer steps first and this step is dropped.
    const stepDue = region.current?.closest('astro-island')?.getAttribute('data-woken-by') === 'time';
    const plugin = embla.plugins().autoplay;
    let mounted = true;
    if (plugin && !reducedMotion && !visitorInside) {
      plugin.play();
      if (stepDue) {
        const from = embla.selectedScrollSnap();
        const next = images.current[(from + 1) % images.current.length];
        void Promise.resolve(next?.decode())
          .catch(() => {})
          .then(() => {
            if (!mounted || !plugin.isPlaying() || embla.selectedScrollSnap() !== from) return;
            embla.scrollNext();
            plugin.reset();
          });
      }
    }
    return () => {
      mounted = false;
      embla.off('select', sync).off('reInit', sync);
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
      embla.off('pointerDown', onPointerDown);
    };
  }, [embla]);

  /** Stepping the slides by hand ends automatic rotation for good. */
  const step = (go: () => void) => {
    autoplay()?.stop();
    go();
  };
  const atEnd = !loop && !canNext;
  const togglePlaying = () => {
    const plugin = autoplay();
    if (!plugin || !embla) return;
    if (plugin.isPlaying()) plugin.stop();
    else {
      if (atEnd) embla.scrollTo(0);
      plugin.play();
    }
  };
  /**
   * Keyboard focus anywhere in the carousel, the rotation control included, stops the rotation, as APG asks.
   * A click on the rotation control focuses it too, but does not count: the click itself says pause or play.
   */
  const onFocus = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!target.classList.contains('carousel__rotation') || target.matches(':focus-visible')) autoplay()?.stop();
  };
  const current = imageStates[selected] ?? 'loading';

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-max-width={maxWidth}
      // Tells client:interaction the controls work now, so a click held during loading can be replayed.
      data-ready={hydrated ? '' : undefined}
      ref={region}
      onFocus={onFocus}
    >
      {/* Rendered from the start (APG: the rotation control comes first and is always visible); a click while the script loads is replayed. */}
      {autoplayMs > 0 && (
        <button type="button" className="carousel__rotation" onClick={togglePlaying}>
          {t.slideShowBefore && <span className="visually-hidden">{t.slideShowBefore}</span>}
          {playing ? t.pause : atEnd ? t.restart : t.play}
          {t.slideShowAfter && <span className="visually-hidden">{t.slideShowAfter}</span>}
        </button>
      )}
      {/* A step made while the slides are not rotating is said aloud: which slide, and what it shows. */}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-carousel-status>
        {hydrated && !playing && announced ? `${t.slide(selected + 1, slides.length)}: ${slides[selected]?.caption ?? slides[selected]?.alt ?? ''}` : ''}
      </p>
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track">
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              className={`carousel__slide carousel__slide--${imageStatus && hydrated ? imageStates[index] : 'ready'}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t.slide(index + 1, slides.length)}
              // Only the slide in view is in the accessibility tree; the others are off-screen.
              inert={index !== selected}
            >
              <img
                ref={(element) => {
                  images.current[index] = element;
                }}
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={slide.sizes}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                loading={index === 0 && inFirstScreen ? 'eager' : 'lazy'}
                fetchPriority={index === 0 && inFirstScreen ? 'high' : undefined}
                decoding="async"
              />
              {imageStatus && hydrated && imageStates[index] !== 'loaded' && (
                <p className="carousel__image-state">{imageStates[index] === 'loading' ? t.loadingImage : t.failedImage(slide.alt)}</p>
              )}
              {slide.caption && <p className="carousel__caption">{slide.caption}</p>}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__step" onClick={() => step(() => embla?.scrollPrev())} disabled={!canPrevious}>
          <span aria-hidden="true">‹</span> {previousLabel ?? t.previous}
        </button>
        <div className="carousel__indicators">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className="carousel__indicator"
              aria-label={t.showSlide(index + 1, slides.length)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => step(() => embla?.scrollTo(index))}
            />
          ))}
        </div>
        <button type="button" className="carousel__step" onClick={() => step(() => embla?.scrollNext())} disabled={!canNext}>
          {nextLabel ?? t.next} <span aria-hidden="true">›</span>
        </button>
      </div>
      {imageStatus && hydrated && (
        <p className={`carousel__status carousel__status--${current}`} data-state={current}>
          {imageStatusText(current, selected + 1, slides.length, itemName ?? t.item, t)}
        </p>
      )}
    </section>
  );
}
