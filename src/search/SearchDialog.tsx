import { useRouter } from 'next/router';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLanguage, useTranslate } from '@/i18n/LanguageContext';
import { takeEarlySearchText } from '@/earlyInput/takeEarlySearchText';
import { PlainIcon } from '@/icons/PlainIcon';
import { readStorage, writeStorage } from '@/preferences/safeStorage';
import { getProductFromPath } from '@/routing/products';
import { groupHits } from './groupHits';
import { buildExcerpt, highlightSegments, type TextSegment } from './highlightSegments';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY, type RecentSearch } from './recentSearches';
import type { SearchHit } from './searchEngine';
import styles from './SearchDialog.module.css';
import { searchLanguageFor } from './searchLanguage';
import { useSearch } from './useSearch';

function Highlighted({ segments }: { segments: TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/** One option of the list: what the result shows, from the data alone. */
interface ResultOption {
  id: string;
  href: string;
  title: string;
  heading: string;
  detail: TextSegment[];
  terms: string[];
  recent: RecentSearch;
}

function useResultOptions(
  hits: SearchHit[],
  excerpts: Map<number, string>,
): { group: string; options: ResultOption[] }[] {
  const t = useTranslate();
  return useMemo(
    () =>
      groupHits(hits).map(({ group, hits: list }) => ({
        group,
        options: list.map((hit) => {
          let detail: TextSegment[] = [];
          if (hit.kind === 'section' && hit.section !== null) {
            detail = buildExcerpt(excerpts.get(hit.section) ?? '', hit.terms);
          } else if (hit.apiRow) {
            const also =
              hit.apiRow.alsoOn.length > 0
                ? ` · ${t('search.alsoOn')} ${hit.apiRow.alsoOn.slice(0, 3).join(', ')}`
                : '';
            const where = `${t(`search.kind.${hit.apiRow.kind}`)} · ${hit.pageTitle}${also}`;
            // The row's one-line description says what the name does; where it is documented follows.
            detail = hit.apiRow.summary
              ? [...highlightSegments(hit.apiRow.summary, hit.terms), { text: ` — ${where}`, match: false }]
              : [{ text: where, match: false }];
          } else {
            detail = [{ text: t('search.apiPage'), match: false }];
          }
          return {
            id: hit.id,
            href: hit.href,
            title: hit.pageTitle,
            heading: hit.heading,
            detail,
            terms: hit.terms,
            recent: { title: hit.pageTitle, heading: hit.heading, href: hit.href },
          };
        }),
      })),
    [hits, excerpts, t],
  );
}

/**
 * The search dialog: a combobox over a listbox of results grouped by section, with recent searches when empty. A native
 * modal `<dialog>` (decision 0023): the browser traps focus, makes the page inert, closes it on Escape and gives focus
 * back to the control that opened it.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const language = useLanguage();
  const router = useRouter();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  // Chinese typed on an English page searches the Chinese index; results of the reader's product come first.
  const { status, hits, suggestions, excerpts } = useSearch(
    searchLanguageFor(query, language),
    query,
    getProductFromPath(router.asPath),
  );
  const groups = useResultOptions(hits, excerpts);
  const showRecent = query.trim() === '';
  const recentOptions: ResultOption[] = recent.map((item, index) => ({
    id: `recent-${index}`,
    href: item.href,
    title: item.title,
    heading: item.heading,
    detail: [],
    terms: [],
    recent: item,
  }));
  const options = showRecent ? recentOptions : groups.flatMap((group) => group.options);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A click closes the dialog when it both started and ended on the backdrop (a drag out of the input does not).
  const pressedBackdrop = useRef(false);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // A layout effect (the dialog only renders in the browser): the stand-in box's text reaches the input in the same
  // task as the input's focus, so a key typed in between cannot land in an input still showing the old query.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (open) {
      // Each opening starts empty, showing the recent searches, unless the reader typed into the stand-in box
      // shown while the page was loading.
      setQuery(takeEarlySearchText());
      setRecent(parseRecentSearches(readStorage(RECENT_SEARCHES_KEY)));
      if (dialog && !dialog.open) {
        dialog.showModal();
      }
      inputRef.current?.focus();
    } else if (dialog?.open) {
      dialog.close();
    }
  }, [open]);
  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends on id only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const openOption = (option: ResultOption) => {
    const next = addRecentSearch(recent, option.recent);
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
    setRecent(next);
    onClose();
    void router.push(option.href);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length > 0) {
        setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (option) {
        event.preventDefault();
        openOption(option);
      }
    }
  };

  const isBackdrop = (event: MouseEvent) => event.target === dialogRef.current;

  const renderOption = (option: ResultOption, index: number) => (
    <li
      key={option.id}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      data-href={option.href}
      onClick={() => openOption(option)}
      onMouseMove={() => setActive(index)}
      className={styles.option}
    >
      <span className={styles.optionTitle}>
        <Highlighted segments={highlightSegments(option.title, option.terms)} />
        {option.heading ? (
          <>
            <span aria-hidden="true"> › </span>
            <Highlighted segments={highlightSegments(option.heading, option.terms)} />
          </>
        ) : null}
      </span>
      {option.detail.length > 0 ? (
        <span className={styles.optionDetail}>
          <Highlighted segments={option.detail} />
        </span>
      ) : null}
    </li>
  );

  let message: string | null = null;
  if (!showRecent && status === 'loading') {
    message = t('search.loading');
  } else if (status === 'offline') {
    message = t('search.offline');
  } else if (status === 'error') {
    message = t('search.error');
  } else if (!showRecent && hits.length === 0) {
    message = t('search.noResults', { query: query.trim() });
  }
  let index = -1;
  return (
    // The dialog is its own backdrop's target: its content fills it, so a click on the dialog itself is outside it.
    // Escape closes it natively (the close event tells the button); the keyboard reaches every control inside.
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      className={styles.dialog}
      onClose={onClose}
      onMouseDown={(event) => {
        pressedBackdrop.current = isBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && isBackdrop(event)) {
          onClose();
        }
      }}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('search.title')}
      </h2>
      <div className={styles.inputRow}>
        <PlainIcon name="Search" />
        <input
          ref={inputRef}
          type="text"
          className={styles.input}
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label={t('search.inputLabel')}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <button
          type="button"
          className="shell-icon-button"
          aria-label={t('search.close')}
          title={t('search.close')}
          onClick={onClose}
        >
          <PlainIcon name="Close" small />
        </button>
      </div>
      {/* The dialog scrolls (it holds the input, so the scrolling region is reachable by keyboard). */}
      <div className={styles.body}>
        <div role="status" aria-live="polite">
          {message ? <p className={styles.message}>{message}</p> : null}
          {suggestions.length > 0 ? (
            <div className={styles.suggestions}>
              <span>{t('search.tryInstead')}</span>
              {suggestions.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  className="shell-button shell-button-small shell-button-outlined"
                  onClick={() => setQuery(suggestion)}
                >
                  {suggestion}
                </button>
              ))}
            </div>
          ) : null}
          {!showRecent && hits.length > 0 ? (
            <span className="visually-hidden">{t('search.resultCount', { count: options.length })}</span>
          ) : null}
        </div>
        {showRecent && recent.length > 0 ? (
          <div className={styles.recentHeader}>
            <h3 id={`${id}-recent`} className={styles.label}>
              {t('search.recent')}
            </h3>
            <button
              type="button"
              className="shell-button shell-button-small shell-button-primary"
              onClick={() => {
                writeStorage(RECENT_SEARCHES_KEY, '[]');
                setRecent([]);
              }}
            >
              {t('search.clearRecent')}
            </button>
          </div>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={showRecent ? t('search.recent') : t('search.results')}
          className={styles.list}
        >
          {showRecent
            ? recentOptions.map((option, position) => renderOption(option, position))
            : groups.map((group) => (
                <li role="presentation" key={group.group} className={styles.group}>
                  <p aria-hidden="true" className={`${styles.label} ${styles.groupLabel}`}>
                    {group.group}
                  </p>
                  <ul role="group" aria-label={group.group} className={styles.list}>
                    {group.options.map((option) => {
                      index += 1;
                      return renderOption(option, index);
                    })}
                  </ul>
                </li>
              ))}
        </ul>
      </div>
      <p className={styles.hint}>{t('search.hint')}</p>
    </dialog>
  );
}
