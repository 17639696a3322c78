import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast.ts';
import { uploadImage } from '../api/upload-image.ts';

// The server's limits (issue 4, point 6); checked here first so a big photo fails before it travels.
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

type Props = { value?: string; onChange?: (url: string) => void };

/** The avatar picture: one image, uploaded at once; the field's value is the stored URL. */
export function AvatarField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const items: ImageUploadItem[] = value ? [{ url: value }] : [];
  return (
    <ImageUploader
      value={items}
      maxCount={1}
      accept={TYPES.join(',')}
      onChange={(next) => onChange?.(next[0]?.url ?? '')}
      beforeUpload={(file) => {
        if (!TYPES.includes(file.type)) {
          showFailure(t('accountScreens.validation.imageInvalid'));
          return null;
        }
        if (file.size > MAX_BYTES) {
          showFailure(t('accountScreens.validation.imageTooBig'));
          return null;
        }
        return file;
      }}
      upload={async (file) => ({ url: (await uploadImage(file)).url })}
    />
  );
}
