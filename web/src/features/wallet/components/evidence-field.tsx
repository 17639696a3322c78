import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast.ts';
import { uploadEvidence } from '../api/upload-evidence.ts';

const MAX_BYTES = 10 * 1024 * 1024;

type Props = { value?: string; onChange?: (url: string | undefined) => void };

/** The payment evidence picture: uploaded at once, its URL is the field's value (a Form.Item child). */
export function EvidenceField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ImageUploadItem[]>(value ? [{ url: value }] : []);
  return (
    <ImageUploader
      value={items}
      maxCount={1}
      accept="image/jpeg,image/png,image/webp,image/gif"
      beforeUpload={(file) => {
        if (file.size > MAX_BYTES) {
          showFailure(t('wallet.evidenceTooLarge'));
          return null;
        }
        return file;
      }}
      upload={async (file) => {
        const stored = await uploadEvidence(file);
        return { url: stored.url };
      }}
      onChange={(next) => {
        setItems(next);
        onChange?.(next[0]?.url);
      }}
    />
  );
}
