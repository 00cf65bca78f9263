import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/Skeleton';

// The form renderer is its own chunk: most pages never hold a form.
const CustomFormById = lazy(() => import('./CustomForm').then((m) => ({ default: m.CustomFormById })));

/** Tags a staff-written body may use; anything else is dropped with its content (script, style) or unwrapped. */
const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'a',
  'div',
  'span',
  'blockquote',
]);
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
]);

/** A link's address if it is a site path, http(s), mailto or tel; javascript: and the like are not links. */
function safeHref(href: string | null): string | null {
  if (!href) return null;
  const h = href.trim();
  if (/^\/(?!\/)/.test(h) || h.startsWith('#')) return h;
  return /^(https?:|mailto:|tel:)/i.test(h) ? h : null;
}

/** The form id of a `.custom-form[data-id]` element (spec 000 section 2), or null. */
export function customFormId(el: Element): number | null {
  if (!el.classList.contains('custom-form')) return null;
  const raw = el.getAttribute('data-id') ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * Builds React elements from parsed markup, keeping only allowed tags and no attributes but a safe href; never sets
 * HTML, so nothing in a body can run. A `.custom-form[data-id]` element, of any tag, becomes that custom form.
 */
function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const formId = customFormId(el);
  if (formId !== null) {
    return (
      <div key={key} className="custom-form" data-id={formId}>
        <Suspense fallback={<Skeleton height="12rem" />}>
          <CustomFormById formId={formId} />
        </Suspense>
      </div>
    );
  }
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes).map((c, i) => toReact(c, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (!href) return <Fragment key={key}>{children}</Fragment>;
    return href.startsWith('/') ? (
      <Link key={key} to={href}>
        {children}
      </Link>
    ) : (
      <a key={key} href={href} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const Tag = tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

function markup(html: string, key: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <Fragment key={key}>{Array.from(doc.body.childNodes).map((n, i) => toReact(n, `${key}.${i}`))}</Fragment>;
}

/**
 * A content body (information pages, blog posts, modules): paragraphs separated by blank lines; a paragraph that
 * starts with "<" is markup from the allowlist above, where `<div class="custom-form" data-id="N"></div>` mounts form N.
 */
export function ContentBody({ text, className }: { text: string; className?: string }) {
  const blocks = text.split(/\n\s*\n/).filter((b) => b.trim() !== '');
  return (
    <div className={['content-body', className].filter(Boolean).join(' ')}>
      {blocks.map((b, i) => (b.trim().startsWith('<') ? markup(b.trim(), `b${i}`) : <p key={`b${i}`}>{b.trim()}</p>))}
    </div>
  );
}
