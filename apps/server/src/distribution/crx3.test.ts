import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extensionIdFromPublicKey } from '../publishing/package/extension-key.js';
import { buildZip } from '../test/zip-builder.js';
import { Crx3Error, packCrx3, readCrx3 } from './crx3.js';

function rsaKey() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const keyA = rsaKey();
const keyB = rsaKey();
const zip = buildZip([
  { name: 'manifest.json', data: '{"manifest_version":3,"name":"x","version":"1"}' },
  { name: 'background.js', data: 'console.log(1);\n'.repeat(50) },
]);

// A package packed by Chromium 156 itself (`chromium --pack-extension=ext
// --pack-extension-key=key.pem`, ext holding manifest.json and a.js) with this throwaway key.
const CHROMIUM_KEY = `-----BEGIN PRIVATE KEY-----
MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDkFMaw3AcFACrA
D3s0T/Dpi5APWjxFNvpwVV/SOMj5Zv0N7+/R/aw2pf3vCs68iwJHPtzjy/Jxxfj8
ZSNabMLIjHTkoP00PGYrszP5PQxK8FbaKkjSQ8GrEGQ4u29OMDz10ijkDPAxF7h+
9uNirqJ21oWY8ODAw23JXfutIwNwm3/gHrbX06A3O2dfwIEbVj2Ig3Pz88GfbNWP
WeeOq3xtn7wrR190c6MZYrlTk20tayy84xkZWL7BPd2Du49CDsHS1s1gkjlrCEUq
LePgHFX7tXuhGlsB643w3oDnuoLPfz8byodrK7yBCq5c4rMyrzsog1g3ZbM7331a
NTJLyP75AgMBAAECggEALww9Fybv+L9Z0i/vV3FlDdvo3c3ckF+AphLqVuw5Qr8U
lJ8pnmzALS6s9LYLQre/AtDMEl5T1tXCYFgBhKnaPTHB/BZcXL3Xyoxm/HL0GfI9
TDf8OQlahg21ysEZOuz26jNNlYs4sbvFpkUJzyWcZDyops2LYx/9AdR18bc/Aqdh
NjVj6sWsv3T7SGMQDMfPPf2LE+Pc3AWFRUsLqpCVCXTwsp3DHUBJz73V5oqCiuzv
DHV+y0nISEHQCWaV29iDEno5u5EE8ESiuOmkX8+xx1vt0NmTD2dBrPScVSEaCLJJ
QLAC3tKiJ2E/b5JNVxZWxA5BZpyycpJrSPFuhHDMzQKBgQDzmsRkNRUheYjFCsn0
TXdsD4dJKqkx96d4GDNz0e/yyrptk4VRHG5hUyawGahjVkP40Oo4jCFI9Ekq3/6G
p8C59MSLlpU2K/o3cew5kVb0O1ma5qHo38B7JQcrKpouta22FE7O+j0shrMvdWaP
R9lgsminLy6Yo9cGzpn6OKAI1QKBgQDvr8xxNLTHutkkWn7aQhK5JIzukHHMROGZ
Tw4oOacsj9dVY9bVq78AL8jhJ2PqD6uIXzEDy/6125xseaipjS3uDpdDnZiU/drE
wEr+3/63MoT1JqrM1L6UPRARhQcVNhbwaOI82+BplWRtn4t2NDYnX+VZB/x0to1Q
4NE0F1HvlQKBgCbuszh4q1ngPJWRNdmPj+h7StnMsaHEvMUayQ5XnQumjsj4bLQb
4SA409QNJbZKkS5w5R4Id0FbmV360ojewpR1o/vTIyG3QZQe5uwEaGs8GQQCnBnF
uNN1hYHGm0Gf05VoBXha0fANzxFkp/F6QCmOGd+uULogZTs3RbCR4DHJAoGAWM1g
SH0HkYxXkRF6ODEMsM2q7WRU1SKcFunkS+D4YBk25ask2GtWS6JooYqviPOfUNo7
1bVJvGUOMl5sr8zfvHhpcKK9+k2HNSgtYPrqa0NrYUyfMV6M8W0iO+t2cVRl8VJa
p8OrBFNWLwtSZ0v22GW+GltMHI3aE6IHwG33bHUCgYEAvJK/g1c93WGV+bk6X1in
tYfSDYP/bmEPn1B4wauzwugnhswqUJszKQ6P6/IpYDG/FoL36+5xHjdiGr84/nUi
ZjChrDYmaTfmtJIu7Gt3sjvyWIOefGFRRBRLANQv63Ml+L5NcA/nZHQxPAMJpEs7
U6gkiqiwFLTK1bNqkIWIUEE=
-----END PRIVATE KEY-----
`;
const CHROMIUM_CRX = Buffer.from(
  [
    'Q3IyNAMAAABFAgAAEqwECqYCMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA5BTGsNwHBQAqwA97NE/w',
    '6YuQD1o8RTb6cFVf0jjI+Wb9De/v0f2sNqX97wrOvIsCRz7c48vyccX4/GUjWmzCyIx05KD9NDxmK7Mz+T0MSvBW',
    '2ipI0kPBqxBkOLtvTjA89dIo5AzwMRe4fvbjYq6idtaFmPDgwMNtyV37rSMDcJt/4B6219OgNztnX8CBG1Y9iINz',
    '8/PBn2zVj1nnjqt8bZ+8K0dfdHOjGWK5U5NtLWssvOMZGVi+wT3dg7uPQg7B0tbNYJI5awhFKi3j4BxV+7V7oRpb',
    'AeuN8N6A57qCz38/G8qHayu8gQquXOKzMq87KINYN2WzO999WjUyS8j++QIDAQABEoACszTSHAtngh/MMqMiDR2u',
    'wRZzJEbGTufSO0TO78/QFxDFSKRi9Rw4GnACzzLhe+vn2PAwYd7F89z9edi3g1fmH1hEtfUohDuIUhR3PLAK0HsJ',
    'pzygjEtn6Ogzz0YCkOQShBqivmpdSl7MxJ4cXpnpKEZMef/lmYQLXxz2EzuSu+4vKblncKODw5fjJRI4VdR2Olj2',
    '129/rtimQWCOPJPXOwsI1IC5f8/IgtyEkrJM+B8zA3WU6Hbp2i7Q57eRspDR+VORJ4kiaoXKxIKQ/PsPBBvrNUDg',
    'kwt7X+Vef+2A+pXl5w9ALUzqaE8Q7zp1KK8EQorMHsELDu7AHlf+psYV64LxBBIKEGWDYtl0im1w8I1/jb1+n/xQ',
    'SwMELQAACAgACCF4XR8I6kYEAAAAAgAAAAQAFABhLmpzAQAQAAAAAAAAAAAAAAAAAAAAAACr4AIAUEsDBC0AAAgI',
    'AAgheF1JTuFhLQAAADIAAAANABQAbWFuaWZlc3QuanNvbgEAEAAAAAAAAAAAAAAAAAAAAAAAq1bKTczLTEstLokv',
    'Sy0qzszPU7Iy1lHKS8xNVbJSKlHSUYILKxnqGSjVcgEAUEsBAgAAFAAACAgACCF4XR8I6kYEAAAAAgAAAAQAAAAA',
    'AAAAAQAAAAAAAAAAAGEuanNQSwECAAAUAAAICAAIIXhdSU7hYS0AAAAyAAAADQAAAAAAAAABAAAAAAA6AAAAbWFu',
    'aWZlc3QuanNvblBLBQYAAAAAAgACAG0AAACmAAAAAAA=',
  ].join(''),
  'base64',
);
const CHROMIUM_ID = 'gfidgcnjheikgnhapainhpinlnhojppm';

// An encoder written apart from the module's, so the tests check the format, not the module.
function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  return [...bytes, rest];
}

function field(number: number, value: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([...varint((number << 3) | 2), ...varint(value.length)]),
    value,
  ]);
}

function crxIdOf(spki: Buffer): Buffer {
  return createHash('sha256').update(spki).digest().subarray(0, 16);
}

function sign(privateKeyPem: string, signedData: Buffer, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32LE(signedData.length);
  return createSign('sha256')
    .update(Buffer.concat([Buffer.from('CRX3 SignedData\x00', 'latin1'), length, signedData]))
    .update(body)
    .sign(privateKeyPem);
}

function assemble(header: Buffer, body: Buffer): Buffer {
  const prefix = Buffer.alloc(12);
  prefix.write('Cr24', 0, 'ascii');
  prefix.writeUInt32LE(3, 4);
  prefix.writeUInt32LE(header.length, 8);
  return Buffer.concat([prefix, header, body]);
}

function rsaProof(key: { publicKey: Buffer; privateKey: string }, signedData: Buffer): Buffer {
  return field(
    2,
    Buffer.concat([field(1, key.publicKey), field(2, sign(key.privateKey, signedData, zip))]),
  );
}

/** The message thrown, so a test can tell a Crx3Error from a RangeError out of a Buffer read. */
function failure(input: Buffer): Error {
  try {
    readCrx3(input);
  } catch (error) {
    return error as Error;
  }
  throw new Error('readCrx3 accepted the input');
}

describe('packCrx3 and readCrx3', () => {
  it('round-trips: the id comes from the key and the zip is unchanged', () => {
    const crx = packCrx3(zip, keyA.privateKey);
    const read = readCrx3(crx);
    expect(read.id).toBe(extensionIdFromPublicKey(keyA.publicKey));
    expect(read.id).toMatch(/^[a-p]{32}$/);
    expect(read.publicKey.equals(keyA.publicKey)).toBe(true);
    expect(read.zip.equals(zip)).toBe(true);
  });

  it('reads a CRX packed by Chromium and packs the same bytes from its zip and key', () => {
    const read = readCrx3(CHROMIUM_CRX);
    expect(read.id).toBe(CHROMIUM_ID);
    // RSASSA-PKCS1-v1_5 is deterministic, so the same zip and key give Chromium's exact file.
    expect(packCrx3(read.zip, CHROMIUM_KEY).equals(CHROMIUM_CRX)).toBe(true);
  });

  it('writes the CRX3 layout: magic, version 3, header length, header, zip', () => {
    const crx = packCrx3(zip, keyA.privateKey);
    expect(crx.subarray(0, 4).toString('ascii')).toBe('Cr24');
    expect(crx.readUInt32LE(4)).toBe(3);
    const headerLength = crx.readUInt32LE(8);
    expect(crx.length).toBe(12 + headerLength + zip.length);
    expect(crx.subarray(12 + headerLength).equals(zip)).toBe(true);
    const header = crx.subarray(12, 12 + headerLength);
    // Field 2 (sha256_with_rsa) first; field 10000 (tag varint 82 f1 04) holds SignedData, whose
    // field 1 (0a 10) is the 16-byte crx id.
    expect(header[0]).toBe(0x12);
    const signedHeader = Buffer.concat([
      Buffer.from([0x82, 0xf1, 0x04, 18, 0x0a, 16]),
      crxIdOf(keyA.publicKey),
    ]);
    expect(header.subarray(header.length - signedHeader.length).equals(signedHeader)).toBe(true);
    expect(header.includes(keyA.publicKey)).toBe(true);
  });

  it('reads a file assembled independently of packCrx3', () => {
    const signedData = field(1, crxIdOf(keyA.publicKey));
    const crx = assemble(
      Buffer.concat([rsaProof(keyA, signedData), field(10000, signedData)]),
      zip,
    );
    expect(readCrx3(crx).id).toBe(extensionIdFromPublicKey(keyA.publicKey));
  });

  it('accepts a second valid proof and still reports the declared key', () => {
    // As a store's publisher proof sits next to the developer's.
    const signedData = field(1, crxIdOf(keyA.publicKey));
    const header = Buffer.concat([
      rsaProof(keyB, signedData),
      rsaProof(keyA, signedData),
      field(10000, signedData),
    ]);
    const read = readCrx3(assemble(header, zip));
    expect(read.id).toBe(extensionIdFromPublicKey(keyA.publicKey));
    expect(read.publicKey.equals(keyA.publicKey)).toBe(true);
  });

  it('verifies ECDSA proofs too and refuses one that does not verify', () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const signedData = field(1, crxIdOf(keyA.publicKey));
    const ecProof = (signature: Buffer) =>
      field(3, Buffer.concat([field(1, ec.publicKey), field(2, signature)]));
    const good = ecProof(sign(ec.privateKey, signedData, zip));
    const bad = ecProof(sign(ec.privateKey, signedData, Buffer.from('other')));
    const withProof = (proof: Buffer) =>
      assemble(Buffer.concat([rsaProof(keyA, signedData), proof, field(10000, signedData)]), zip);
    expect(readCrx3(withProof(good)).id).toBe(extensionIdFromPublicKey(keyA.publicKey));
    expect(() => readCrx3(withProof(bad))).toThrow(/signature does not verify/);
  });

  it('refuses a file whose zip was changed after signing', () => {
    const crx = packCrx3(zip, keyA.privateKey);
    const tampered = Buffer.from(crx);
    const index = tampered.length - zip.length + 40;
    tampered[index] = tampered[index]! ^ 0x01;
    expect(() => readCrx3(tampered)).toThrow(Crx3Error);
    expect(() => readCrx3(tampered)).toThrow(/signature does not verify/);
  });

  it('refuses a file whose declared id was changed after signing', () => {
    const crx = packCrx3(zip, keyA.privateKey);
    const tampered = Buffer.from(crx);
    const idStart = tampered.indexOf(crxIdOf(keyA.publicKey));
    tampered.set(crxIdOf(keyB.publicKey), idStart);
    expect(() => readCrx3(tampered)).toThrow(/signature does not verify/);
  });

  it('refuses a file signed by key A that declares the id of key B', () => {
    const signedData = field(1, crxIdOf(keyB.publicKey));
    const crx = assemble(
      Buffer.concat([rsaProof(keyA, signedData), field(10000, signedData)]),
      zip,
    );
    expect(() => readCrx3(crx)).toThrow(Crx3Error);
    expect(() => readCrx3(crx)).toThrow(/no proof from the key its declared id comes from/);
  });

  it('refuses a proof whose key does not match its field', () => {
    const signedData = field(1, crxIdOf(keyA.publicKey));
    const mislabelled = rsaProof(keyA, signedData);
    mislabelled[0] = 0x1a; // field 3, sha256_with_ecdsa
    const crx = assemble(Buffer.concat([mislabelled, field(10000, signedData)]), zip);
    expect(failure(crx).message).toMatch(/an ECDSA proof holds another kind of key/);
  });

  it('refuses headers without proofs, signed data or a 16-byte id', () => {
    const signedData = field(1, crxIdOf(keyA.publicKey));
    const cases: [Buffer, RegExp][] = [
      [field(10000, signedData), /no key proof/],
      [rsaProof(keyA, signedData), /no signed header data/],
      [
        Buffer.concat([rsaProof(keyA, signedData), field(10000, field(1, Buffer.alloc(15)))]),
        /not 16 bytes/,
      ],
      [
        Buffer.concat([
          rsaProof(keyA, signedData),
          field(10000, signedData),
          field(10000, signedData),
        ]),
        /appears twice/,
      ],
    ];
    for (const [header, message] of cases) {
      const error = failure(assemble(header, zip));
      expect(error).toBeInstanceOf(Crx3Error);
      expect(error.message).toMatch(message);
    }
  });

  it('throws a Crx3Error with a clear message on truncated or garbage input', () => {
    const crx = packCrx3(zip, keyA.privateKey);
    const headerEnd = 12 + crx.readUInt32LE(8);
    const cases: [Buffer, RegExp][] = [
      [Buffer.alloc(0), /shorter than its header/],
      [Buffer.from('Cr24\x03\x00'), /shorter than its header/],
      [randomBytes(200), /no "Cr24" magic/],
      [Buffer.concat([Buffer.from('Cr24'), Buffer.from([2, 0, 0, 0]), zip]), /version 2/],
      [Buffer.concat([crx.subarray(0, 8), Buffer.from([0xff, 0xff, 0xff, 0xff])]), /too large/],
      [crx.subarray(0, headerEnd - 1), /ends inside its header/],
      [crx.subarray(0, headerEnd), /no archive after the header/],
      [assemble(Buffer.alloc(20, 0xff), zip), /varint/],
      [assemble(Buffer.from([0x12, 0x7f, 0x00]), zip), /longer than the message/],
      [assemble(Buffer.from([0x0b, 0x00]), zip), /wire type 3/],
      [assemble(Buffer.from([0x02, 0x00]), zip), /invalid field number/],
      [assemble(Buffer.from([0x11, 0x00, 0x00]), zip), /ends inside a field/],
    ];
    for (const [input, message] of cases) {
      const error = failure(input);
      expect(error).toBeInstanceOf(Crx3Error);
      expect(error.message).toMatch(message);
    }
  });

  it('throws only Crx3Errors for every prefix, every changed header byte and random headers', () => {
    const crx = packCrx3(zip, keyA.privateKey);
    for (let length = 0; length < crx.length; length++) {
      expect(failure(crx.subarray(0, length))).toBeInstanceOf(Crx3Error);
    }
    const headerEnd = 12 + crx.readUInt32LE(8);
    for (let index = 0; index < headerEnd; index++) {
      const flipped = Buffer.from(crx);
      flipped[index] = flipped[index]! ^ 0x5a;
      expect(failure(flipped)).toBeInstanceOf(Crx3Error);
    }
    for (let round = 0; round < 500; round++) {
      expect(failure(assemble(randomBytes(1 + (round % 64)), zip))).toBeInstanceOf(Crx3Error);
    }
  });

  it('refuses to pack with a key that is not RSA', () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'prime256v1',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(() => packCrx3(zip, ec.privateKey)).toThrow(/needs an RSA key, not ec/);
  });
});
