// The text renderer: marker text (docs/decisions/0007-marker-language.md) parsed by the wasm module
// into a tree, rendered as React elements. Never `dangerouslySetInnerHTML`: React escapes every
// text node. The markup is the same as core's `to_html` (and leptos on the server).
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { MarkerNode } from '@bindings';
import { messages } from '@/lib/i18n';
import { loadWasm } from '@/lib/wasm';

export function renderNodes(nodes: readonly MarkerNode[]): ReactNode[] {
  return nodes.map((node, index) => <Fragment key={index}>{renderNode(node)}</Fragment>);
}

function renderNode(node: MarkerNode): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'break':
      return <br />;
    case 'paragraph':
      return node.style ? <p className={node.style}>{renderNodes(node.children)}</p> : <p>{renderNodes(node.children)}</p>;
    case 'heading': {
      const Tag = node.level;
      return <Tag>{renderNodes(node.children)}</Tag>;
    }
    case 'list': {
      const items = node.items.map((item, index) => <li key={index}>{renderNodes(item.children)}</li>);
      return node.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'bold':
      return <strong>{renderNodes(node.children)}</strong>;
    case 'underline':
      return <u>{renderNodes(node.children)}</u>;
    case 'italic':
      return <em>{renderNodes(node.children)}</em>;
  }
}

/**
 * A parsed tree, or, for a value that was not a string (the parser's answer is then its English
 * message), that message in the page's language.
 */
export function MarkerTree({ tree }: { tree: MarkerNode[] | string }) {
  return <>{typeof tree === 'string' ? messages.NON_STRING_MESSAGE : renderNodes(tree)}</>;
}

/** Marker text from content. Shows nothing until the parser has loaded (no layout jump: the
 *  container keeps its space through CSS `min-height` where pages need it). */
export function MarkerText({ text, className }: { text: unknown; className?: string }) {
  const [tree, setTree] = useState<MarkerNode[] | string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadWasm().then((wasm) => {
      if (live) setTree(wasm.parseMarkers(text));
    });
    return () => {
      live = false;
    };
  }, [text]);
  return <div className={className ?? 'marker-text'}>{tree === undefined ? null : <MarkerTree tree={tree} />}</div>;
}
