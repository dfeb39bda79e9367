/**
 * The one carousel of the site (home slides, facility photos, the gallery),
 * on embla-carousel-react, following the WAI-ARIA carousel pattern: a
 * labelled region of slide groups, previous/next buttons, one indicator per
 * slide, and a visible pause control. Automatic rotation never starts under
 * prefers-reduced-motion, pauses while focus or the pointer is inside, and
 * stops for good once the visitor steps the slides themselves.
 */
import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import './carousel.css';

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
  /** Words on the previous and next buttons. */
  previousLabel?: string;
  nextLabel?: string;
}

export default function Carousel({
  label,
  slides,
  autoplayMs = 0,
  loop = false,
  previousLabel = 'Previous',
  nextLabel = 'Next',
}: CarouselProps) {
  const [plugins] = useState(() =>
    autoplayMs > 0 ? [Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: true, stopOnMouseEnter: true, stopOnLastSnap: !loop })] : [],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(loop);
  const [canNext, setCanNext] = useState(slides.length > 1);
  const [playing, setPlaying] = useState(false);
  // The rotation control appears only once the script runs: before that it could do nothing.
  const [hydrated, setHydrated] = useState(false);

  const autoplay = useCallback(() => embla?.plugins().autoplay, [embla]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setCanPrevious(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    // The plugin announces play before it counts itself as playing, so take the event's word.
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    sync();
    setHydrated(true);
    embla.on('select', sync).on('reInit', sync);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reducedMotion) embla.plugins().autoplay?.play();
    return () => {
      embla.off('select', sync).off('reInit', sync);
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  /** Stepping the slides by hand ends automatic rotation for good. */
  const step = (go: () => void) => {
    autoplay()?.stop();
    go();
  };
  const togglePlaying = () => {
    const plugin = autoplay();
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      {autoplayMs > 0 && hydrated && (
        <button type="button" className="carousel__rotation" onClick={togglePlaying}>
          {playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> slide show</span>
        </button>
      )}
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes={slide.sizes}
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
              {slide.caption && <p className="carousel__caption">{slide.caption}</p>}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <button type="button" className="carousel__step" onClick={() => step(() => embla?.scrollPrev())} disabled={!canPrevious}>
          <span aria-hidden="true">‹</span> {previousLabel}
        </button>
        <div className="carousel__indicators">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className="carousel__indicator"
              aria-label={`Show slide ${index + 1} of ${slides.length}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => step(() => embla?.scrollTo(index))}
            />
          ))}
        </div>
        <button type="button" className="carousel__step" onClick={() => step(() => embla?.scrollNext())} disabled={!canNext}>
          {nextLabel} <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
