import type { UploadAccess } from '@crossbay/contract/upload';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '#web/api/upload-image.ts';
import { showFailure, showNotice } from './toast.ts';

// The server's limits (server/src/modules/uploads); checked here first so a big photo fails before it travels.
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

type PicturesProps = {
  value?: string[];
  onChange?: (urls: string[]) => void;
  maxCount: number;
  /** Review pictures are public; proofs and evidence private, shown to their buyer only. */
  access: UploadAccess;
};

/**
 * Pictures uploaded the moment they are chosen (POST /api/common/upload); the field's value is their
 * stored URLs, so a Form.Item child holds only what the server already has.
 */
export function PicturesField({ value = [], onChange, maxCount, access }: PicturesProps) {
  const { t } = useTranslation();
  const items: ImageUploadItem[] = value.map((url) => ({ key: url, url }));
  return (
    <ImageUploader
      value={items}
      maxCount={maxCount}
      multiple={maxCount > 1}
      accept={TYPES.join(',')}
      onChange={(next) => onChange?.(next.map((item) => item.url))}
      onCountExceed={() => showNotice(t('upload.tooMany', { count: maxCount }))}
      beforeUpload={(file) => {
        if (!TYPES.includes(file.type)) {
          showFailure(t('validation.imageInvalid'));
          return null;
        }
        if (file.size > MAX_BYTES) {
          showFailure(t('upload.imageTooBig'));
          return null;
        }
        return file;
      }}
      upload={async (file) => ({ url: (await uploadImage(file, access)).url })}
    />
  );
}

type PictureProps = { value?: string; onChange?: (url: string) => void; access: UploadAccess };

/** One picture (an avatar, a payment evidence, a certificate); the value is its URL, '' while there is none. */
export function PictureField({ value, onChange, access }: PictureProps) {
  return (
    <PicturesField
      value={value ? [value] : []}
      maxCount={1}
      access={access}
      onChange={(urls) => onChange?.(urls[0] ?? '')}
    />
  );
}
