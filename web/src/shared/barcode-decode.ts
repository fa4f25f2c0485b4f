import {
  BarcodeFormat,
  BinaryBitmap,
  ChecksumException,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  MultiFormatReader,
  NotFoundException,
  RGBLuminanceSource,
} from '@zxing/library';

/** The browser's own barcode reader, where it has one (Chromium on Android and macOS, not on Linux). */
interface NativeDetector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['code_128', 'qr_code'];

/** Reads one Code 128 barcode or QR code from an image, a video frame or a canvas: the text, or null when there is none. */
export type Decoder = (source: CanvasImageSource & { width?: number; height?: number; videoWidth?: number; videoHeight?: number }) => Promise<string | null>;

/** The browser's BarcodeDetector where it reads both codes; zxing otherwise (on a canvas the decoder keeps). */
export async function barcodeDecoder(): Promise<Decoder> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const supported = await Native.getSupportedFormats().catch((): string[] => []);
    if (FORMATS.every((format) => supported.includes(format))) {
      const detector = new Native({ formats: FORMATS });
      return async (source) => (await detector.detect(source))[0]?.rawValue ?? null;
    }
  }
  return zxingDecoder();
}

/** zxing on the pixels of a canvas: luminance, then Code 128 or QR, trying harder (a photo is rarely square on). */
export function zxingDecoder(): Decoder {
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  const canvas = document.createElement('canvas');
  return async (source) => {
    const width = source.videoWidth || source.width || 0;
    const height = source.videoHeight || source.height || 0;
    if (width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(source, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    const luminance = new Uint8ClampedArray(width * height);
    for (let pixel = 0, offset = 0; pixel < luminance.length; pixel += 1, offset += 4) {
      // ITU-R BT.601 weights, as zxing's own sources use.
      luminance[pixel] = (data[offset] * 299 + data[offset + 1] * 587 + data[offset + 2] * 114) / 1000;
    }
    try {
      return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)))).getText();
    } catch (error) {
      // No code, or one not read whole (a checksum or format error): none this time; the next frame tries again.
      if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException) return null;
      throw error;
    } finally {
      reader.reset();
    }
  };
}
