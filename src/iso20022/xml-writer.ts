/**
 * A small XML writer for ISO 20022 documents: elements in order, text and
 * attribute values escaped, indented so the XSD's line numbers point at
 * something a person can find. The writers build each element from checked
 * values; this only makes sure no value can break the markup.
 */

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

export class XmlWriter {
  private readonly lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  private readonly open: string[] = [];

  /** Opens `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:{message}">`. */
  constructor(message: string) {
    this.lines.push(`<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${message}">`);
    this.open.push('Document');
  }

  private get indent(): string {
    return '  '.repeat(this.open.length);
  }

  /** Opens an element; its children follow until the matching end(). */
  start(name: string): this {
    this.lines.push(`${this.indent}<${name}>`);
    this.open.push(name);
    return this;
  }

  end(): this {
    const name = this.open.pop();
    if (name === undefined) throw new Error('XmlWriter.end() without an open element');
    this.lines.push(`${this.indent}</${name}>`);
    return this;
  }

  /** `<name attr="…">text</name>`. */
  leaf(name: string, text: string, attributes: Record<string, string> = {}): this {
    const attrs = Object.entries(attributes)
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join('');
    this.lines.push(`${this.indent}<${name}${attrs}>${escapeText(text)}</${name}>`);
    return this;
  }

  /** A leaf only when there is a value. */
  optionalLeaf(name: string, text: string | undefined): this {
    return text === undefined ? this : this.leaf(name, text);
  }

  /** `<outer><inner>text</inner></outer>`, the common one-child wrapper (`<Sts><Cd>BOOK</Cd></Sts>`). */
  wrapped(outer: string, inner: string, text: string): this {
    return this.start(outer).leaf(inner, text).end();
  }

  toString(): string {
    if (this.open.length !== 1) throw new Error(`XmlWriter: ${this.open.join('/')} still open`);
    return [...this.lines, '</Document>', ''].join('\n');
  }
}

/** `CreDtTm` as ISO 20022 writes it: UTC, seconds, no fraction (`2026-11-26T15:04:05Z`). */
export function isoDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
