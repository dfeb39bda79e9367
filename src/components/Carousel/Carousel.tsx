/**
 * The one carousel of the site (home slides, facility photos, the gallery),
 * on embla-carousel-react, following the WAI-ARIA carousel pattern: a
 * labelled region of slide groups, previous/next controls, one indicator per
 * slide, and a visible pause control.
 *
 * The controls work from the HTML first: every slide holds a hidden target,
 * and Previous, Next and the indicators are links to those targets. A hidden
 * target gives the page nothing to scroll to, so the page stays where it is;
 * the clipped viewport snaps to the one slide holding the target
 * (carousel.css), with no script, and none at all without JavaScript. Embla
 * hydrates over the same markup and takes over from the slide the visitor
 * reached, without a visible jump.
 *
 * Automatic rotation starts only when its first step falls due with the
 * visitor nowhere near (the island woken by the clock, not by a pointer, focus
 * or a step); never under prefers-reduced-motion; it stops when focus or the
 * pointer comes inside, stops for good once the visitor steps the slides (a
 * control or a drag), and waits while a modal dialog is open. The carousels
 * do not wrap round: Previous and Next are disabled at the ends, and rotation
 * stops on the last slide; Play there starts again from the first.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Lang } from '../../lib/languages.ts';
import { words as strings } from './Carousel.words.ts';
import './carousel.css';

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
  /** The page's language: the controls' words and the status line follow it (its words file). */
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
export function imageStatusText(state: ImageState, position: number, total: number, itemName: string, t: typeof strings.en = strings.en): string {
  if (state === 'loading') return t.loadingItem(itemName, position, total);
  if (state === 'loaded') return t.loadedItem(itemName, position, total);
  return t.failedItem(itemName, position, total);
}

export default function Carousel({
  label,
  slides,
  autoplayMs = 0,
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
      ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: true, stopOnMouseEnter: true, stopOnLastSnap: true })]
      : [],
  );
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [playing, setPlaying] = useState(false);
  // Whether the slides have moved since hydration: the first slide is not announced on arrival.
  const [announced, setAnnounced] = useState(false);
  // The rotation control appears only once the script runs: before that it could do nothing.
  const [hydrated, setHydrated] = useState(false);
  const region = useRef<HTMLElement>(null);
  // The ids of the slides' targets, which the controls link to before (and without) the script. A region's label is unique on its page.
  const slideId = (index: number) => `${label.replace(/\s+/g, '-').toLowerCase()}-${index + 1}`;

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
    // Before the script, the links snapped the clipped viewport to a slide: embla takes over from the slide reached,
    // moving its track to that slide as the scroll goes back to 0, in one task, so nothing visibly moves.
    // From here embla moves the track, so the snapping that followed the links ends.
    const viewport = embla.rootNode();
    const reached = viewport.clientWidth > 0 ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
    viewport.style.scrollSnapType = 'none';
    viewport.scrollLeft = 0;
    if (reached > 0) embla.scrollTo(reached, true);
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
    const island = region.current?.closest('astro-island');
    // Rotation starts only if the visitor has not reached for the carousel: the island was woken by the clock,
    // the pointer and focus are elsewhere, and no link took them to a slide (one may still be the page's target).
    const visitorTookOver =
      island?.getAttribute('data-woken-by') !== 'time' || (region.current?.matches(':hover, :focus-within, :has(:target)') ?? false) || reached > 0;
    // Woken by the clock, the island hydrated because its first automatic step is due: take it as soon as the
    // next picture is ready (it began loading when the island woke, see carousel.css), so the first step comes
    // after about one interval like every later one and never shows a picture still loading. Should the picture
    // take longer than an interval, the rotation's own timer steps first and this step is dropped.
    const plugin = embla.plugins().autoplay;
    let mounted = true;
    // A modal dialog (the enquiry form, the search, an announcement) holds the rotation while it is open; closing it
    // lets the rotation go on, unless the visitor stopped it meanwhile.
    const modalOpen = () => document.querySelector('dialog:modal') !== null;
    let heldForDialog = false;
    const followDialogs = new MutationObserver(() => {
      if (!plugin) return;
      if (modalOpen()) {
        if (plugin.isPlaying()) {
          heldForDialog = true;
          plugin.stop();
        }
      } else if (heldForDialog) {
        heldForDialog = false;
        plugin.play();
      }
    });
    if (plugin) followDialogs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    if (plugin && !reducedMotion && !visitorTookOver) {
      if (modalOpen()) heldForDialog = true;
      else {
        plugin.play();
        const from = embla.selectedScrollSnap();
        const next = images.current[from + 1];
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
      followDialogs.disconnect();
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
  const atEnd = !canNext;
  const togglePlaying = (event: MouseEvent) => {
    const plugin = autoplay();
    if (!plugin || !embla) return;
    // A press made before the script arrived is replayed by client:interaction (a click no person made): it means
    // what the button said then, Pause (the rotation was due), or Play under reduced motion (it never starts).
    const play = event.nativeEvent.isTrusted ? !plugin.isPlaying() : window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!play) plugin.stop();
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

  /**
   * What makes a control a link to a slide: the browser scrolls the viewport to it before the script; once embla
   * is there, a click steps the slides (and ends the rotation for good) instead. Beyond either end: disabled, no link.
   */
  const linkTo = (to: number) =>
    to < 0 || to >= slides.length
      ? ({ role: 'link', 'aria-disabled': true } as const)
      : {
          href: `#${slideId(to)}`,
          onClick: (event: MouseEvent) => {
            if (!embla) return;
            event.preventDefault();
            step(() => embla.scrollTo(to));
          },
        };

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
          {hydrated ? (
            playing ? (
              t.pause
            ) : atEnd ? (
              t.restart
            ) : (
              t.play
            )
          ) : (
            // Until the script runs, the rotation is due (Pause), except under reduced motion, where it never starts (Play): carousel.css shows one.
            <>
              <span className="carousel__rotation-due">{t.pause}</span>
              <span className="carousel__rotation-off">{t.play}</span>
            </>
          )}
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
              // Once embla moves the slides, only the one in view is in the accessibility tree. Before, the links scroll to any of them.
              inert={hydrated && index !== selected}
            >
              <span id={slideId(index)} className="carousel__target" hidden />
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
        <a className="carousel__step" {...linkTo(canPrevious || !hydrated ? selected - 1 : -1)}>
          <span aria-hidden="true">‹</span> {previousLabel ?? t.previous}
        </a>
        <div className="carousel__indicators">
          {slides.map((slide, index) => (
            <a
              key={slide.src}
              className="carousel__indicator"
              aria-label={t.showSlide(index + 1, slides.length)}
              aria-current={index === selected ? 'true' : undefined}
              {...linkTo(index)}
            />
          ))}
        </div>
        <a className="carousel__step" {...linkTo(canNext || !hydrated ? selected + 1 : slides.length)}>
          {nextLabel ?? t.next} <span aria-hidden="true">›</span>
        </a>
      </div>
      {imageStatus && hydrated && (
        <p className={`carousel__status carousel__status--${current}`} data-state={current}>
          {imageStatusText(current, selected + 1, slides.length, itemName ?? t.item, t)}
        </p>
      )}
    </section>
  );
}
