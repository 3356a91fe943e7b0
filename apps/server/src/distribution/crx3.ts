import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
} from 'node:crypto';
import { extensionIdFromPublicKey } from '../publishing/package/extension-key.js';

const MAGIC = Buffer.from('Cr24', 'ascii');
const FORMAT_VERSION = 3;
/** Magic, version and header length. */
const PREFIX_BYTES = 12;
/**
 * Far above any real header (two RSA proofs are about 1 KB; Web Store files add a few hundred KB
 * of verified contents), so a corrupt length is refused before anything is sliced.
 */
const MAX_HEADER_BYTES = 16 * 1024 * 1024;
const SIGNATURE_CONTEXT = Buffer.from('CRX3 SignedData\x00', 'latin1');
const CRX_ID_BYTES = 16;

// CrxFileHeader, AsymmetricKeyProof and SignedData field numbers (Chromium's crx3.proto).
const HEADER_SHA256_WITH_RSA = 2;
const HEADER_SHA256_WITH_ECDSA = 3;
const HEADER_SIGNED_HEADER_DATA = 10000;
const PROOF_PUBLIC_KEY = 1;
const PROOF_SIGNATURE = 2;
const SIGNED_DATA_CRX_ID = 1;

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH_DELIMITED = 2;
const WIRE_FIXED32 = 5;

/** Any reason a CRX file is refused: malformed bytes, a missing proof or a bad signature. */
export class Crx3Error extends Error {
  override name = 'Crx3Error';
}

/** What a verified CRX3 file holds. */
export interface VerifiedCrx3 {
  /** 32 letters a–p, the id Chromium gives the extension (from the key that proved it). */
  id: string;
  /** DER SubjectPublicKeyInfo of that key. */
  publicKey: Buffer;
  /** The zip archive after the header, exactly as signed. */
  zip: Buffer;
}

// Protocol buffers, by hand: the header has three length-delimited fields, so a varint writer
// and a field reader are all the format needs here; a protobuf library would add nothing.

function encodeVarint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  while (rest > 0x7f) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return Buffer.from(bytes);
}

function encodeBytesField(field: number, value: Buffer): Buffer {
  return Buffer.concat([
    encodeVarint(field * 8 + WIRE_LENGTH_DELIMITED),
    encodeVarint(value.length),
    value,
  ]);
}

interface ProtoField {
  field: number;
  /** Set for length-delimited fields, the only kind read here; other kinds are skipped. */
  bytes: Buffer | null;
}

const MAX_VARINT_BYTES = 10;
const MAX_FIELD_NUMBER = 2 ** 29 - 1;

/**
 * Reads a varint at `offset`. Values past 2^53 lose precision, which is harmless: they are only
 * skipped, or taken as lengths and tags that the callers then refuse as too large.
 */
function readVarint(data: Buffer, offset: number, what: string): { value: number; next: number } {
  let value = 0;
  let scale = 1;
  for (let index = offset; index < data.length && index < offset + MAX_VARINT_BYTES; index++) {
    const byte = data[index]!;
    value += (byte & 0x7f) * scale;
    if ((byte & 0x80) === 0) return { value, next: index + 1 };
    scale *= 0x80;
  }
  throw new Crx3Error(`malformed CRX header: ${what} has a truncated or oversized varint`);
}

/** Every field of one message, in order; throws on anything cut short or of an unknown kind. */
function decodeMessage(data: Buffer, what: string): ProtoField[] {
  const fields: ProtoField[] = [];
  let offset = 0;
  while (offset < data.length) {
    const tag = readVarint(data, offset, what);
    offset = tag.next;
    const field = Math.floor(tag.value / 8);
    const wireType = tag.value % 8;
    if (field === 0 || field > MAX_FIELD_NUMBER) {
      throw new Crx3Error(`malformed CRX header: ${what} has an invalid field number`);
    }
    switch (wireType) {
      case WIRE_VARINT:
        offset = readVarint(data, offset, what).next;
        fields.push({ field, bytes: null });
        break;
      case WIRE_FIXED64:
      case WIRE_FIXED32: {
        const size = wireType === WIRE_FIXED64 ? 8 : 4;
        if (data.length - offset < size) {
          throw new Crx3Error(`malformed CRX header: ${what} ends inside a field`);
        }
        offset += size;
        fields.push({ field, bytes: null });
        break;
      }
      case WIRE_LENGTH_DELIMITED: {
        const length = readVarint(data, offset, what);
        offset = length.next;
        if (length.value > data.length - offset) {
          throw new Crx3Error(`malformed CRX header: ${what} has a field longer than the message`);
        }
        fields.push({ field, bytes: data.subarray(offset, offset + length.value) });
        offset += length.value;
        break;
      }
      default:
        throw new Crx3Error(`malformed CRX header: ${what} has wire type ${wireType}`);
    }
  }
  return fields;
}

/** The single length-delimited value of `field`; null when absent, an error when repeated. */
function singleBytes(fields: ProtoField[], field: number, what: string): Buffer | null {
  const found = fields.filter((candidate) => candidate.field === field);
  if (found.length > 1) throw new Crx3Error(`malformed CRX header: ${what} appears twice`);
  const [only] = found;
  if (!only) return null;
  if (!only.bytes) throw new Crx3Error(`malformed CRX header: ${what} is not a byte string`);
  return only.bytes;
}

function signedPayload(signedHeaderData: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(signedHeaderData.length, 0);
  return Buffer.concat([SIGNATURE_CONTEXT, length, signedHeaderData]);
}

function crxIdOf(spkiDer: Buffer): Buffer {
  return createHash('sha256').update(spkiDer).digest().subarray(0, CRX_ID_BYTES);
}

/**
 * Wraps a zip in a CRX3 file signed with an RSA key (PKCS#8 or PKCS#1 PEM): one
 * sha256_with_rsa proof and signed header data naming the id that key gives, which is what
 * Chromium checks before it installs or updates an extension from outside its own store.
 */
export function packCrx3(zip: Buffer, privateKeyPem: string): Buffer {
  const privateKey = createPrivateKey(privateKeyPem);
  if (privateKey.asymmetricKeyType !== 'rsa') {
    throw new Crx3Error(`a CRX3 package needs an RSA key, not ${privateKey.asymmetricKeyType}`);
  }
  const publicKey = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const signedHeaderData = encodeBytesField(SIGNED_DATA_CRX_ID, crxIdOf(publicKey));
  const signature = createSign('sha256')
    .update(signedPayload(signedHeaderData))
    .update(zip)
    .sign(privateKey);
  const proof = Buffer.concat([
    encodeBytesField(PROOF_PUBLIC_KEY, publicKey),
    encodeBytesField(PROOF_SIGNATURE, signature),
  ]);
  const header = Buffer.concat([
    encodeBytesField(HEADER_SHA256_WITH_RSA, proof),
    encodeBytesField(HEADER_SIGNED_HEADER_DATA, signedHeaderData),
  ]);
  const prefix = Buffer.alloc(PREFIX_BYTES);
  MAGIC.copy(prefix, 0);
  prefix.writeUInt32LE(FORMAT_VERSION, 4);
  prefix.writeUInt32LE(header.length, 8);
  return Buffer.concat([prefix, header, zip]);
}

interface Proof {
  publicKey: Buffer;
  signature: Buffer;
  keyType: 'rsa' | 'ec';
}

function readProof(bytes: Buffer, keyType: Proof['keyType']): Proof {
  const fields = decodeMessage(bytes, 'a key proof');
  const publicKey = singleBytes(fields, PROOF_PUBLIC_KEY, 'a proof public key');
  const signature = singleBytes(fields, PROOF_SIGNATURE, 'a proof signature');
  if (!publicKey || !signature) {
    throw new Crx3Error('malformed CRX header: a key proof lacks its key or signature');
  }
  return { publicKey, signature, keyType };
}

function verifies(proof: Proof, payload: Buffer, zip: Buffer): boolean {
  let key: ReturnType<typeof createPublicKey>;
  try {
    key = createPublicKey({ key: proof.publicKey, format: 'der', type: 'spki' });
  } catch (error) {
    throw new Crx3Error('malformed CRX header: a proof key is not a public key', { cause: error });
  }
  if (key.asymmetricKeyType !== proof.keyType) {
    const kind = proof.keyType === 'rsa' ? 'an RSA' : 'an ECDSA';
    throw new Crx3Error(`malformed CRX header: ${kind} proof holds another kind of key`);
  }
  try {
    return createVerify('sha256').update(payload).update(zip).verify(key, proof.signature);
  } catch {
    // Node throws rather than answering false for some malformed signatures (bad DER in ECDSA).
    return false;
  }
}

/**
 * Parses and verifies a CRX3 file as Chromium does: every proof (RSA or ECDSA, SHA-256) must
 * verify over the signed header data and the zip, and one of them must carry the key whose id
 * the signed header data declares. Returns that id, its key and the zip; throws a Crx3Error on
 * malformed input (never reading past the buffer), a failed signature or a missing proof.
 */
export function readCrx3(crx: Buffer): VerifiedCrx3 {
  if (crx.length < PREFIX_BYTES) throw new Crx3Error('not a CRX file: shorter than its header');
  if (!crx.subarray(0, 4).equals(MAGIC)) throw new Crx3Error('not a CRX file: no "Cr24" magic');
  const version = crx.readUInt32LE(4);
  if (version !== FORMAT_VERSION) {
    throw new Crx3Error(`unsupported CRX version ${version}; only CRX3 is read`);
  }
  const headerLength = crx.readUInt32LE(8);
  if (headerLength > MAX_HEADER_BYTES) {
    throw new Crx3Error(`malformed CRX: header of ${headerLength} bytes is too large`);
  }
  if (headerLength > crx.length - PREFIX_BYTES) {
    throw new Crx3Error('malformed CRX: the file ends inside its header');
  }
  const header = crx.subarray(PREFIX_BYTES, PREFIX_BYTES + headerLength);
  const zip = crx.subarray(PREFIX_BYTES + headerLength);
  if (zip.length === 0) throw new Crx3Error('malformed CRX: no archive after the header');

  const fields = decodeMessage(header, 'the file header');
  const signedHeaderData = singleBytes(fields, HEADER_SIGNED_HEADER_DATA, 'signed header data');
  if (!signedHeaderData) throw new Crx3Error('malformed CRX header: no signed header data');
  const crxId = singleBytes(
    decodeMessage(signedHeaderData, 'signed header data'),
    SIGNED_DATA_CRX_ID,
    'the CRX id',
  );
  if (!crxId || crxId.length !== CRX_ID_BYTES) {
    throw new Crx3Error(`malformed CRX header: the CRX id is not ${CRX_ID_BYTES} bytes`);
  }

  const proofs: Proof[] = [];
  for (const { field, bytes } of fields) {
    if (field !== HEADER_SHA256_WITH_RSA && field !== HEADER_SHA256_WITH_ECDSA) continue;
    if (!bytes) throw new Crx3Error('malformed CRX header: a key proof is not a message');
    proofs.push(readProof(bytes, field === HEADER_SHA256_WITH_RSA ? 'rsa' : 'ec'));
  }
  if (proofs.length === 0) throw new Crx3Error('CRX has no key proof');

  const payload = signedPayload(signedHeaderData);
  let developerKey: Buffer | null = null;
  for (const proof of proofs) {
    if (!verifies(proof, payload, zip)) {
      throw new Crx3Error('CRX signature does not verify: the file was altered or misdeclared');
    }
    if (crxIdOf(proof.publicKey).equals(crxId)) developerKey = proof.publicKey;
  }
  if (!developerKey) {
    throw new Crx3Error('CRX has no proof from the key its declared id comes from');
  }
  return { id: extensionIdFromPublicKey(developerKey), publicKey: developerKey, zip };
}
