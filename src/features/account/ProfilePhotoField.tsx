import { useRef, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { checkProfilePhoto, describePhotoError, PHOTO_SIGNATURE_LENGTH } from '../../../domain/account/profile-photo';
import { Button, Hint } from '../../ui/controls';
import { LabelledField } from '../../ui/form';
import { accountMessages } from './messages';

const PhotoRow = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  img {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The profile photo: a preview, the file chooser and "Remove photo". A chosen file is checked by
 * its content (type and size) before it becomes the photo; a refused one leaves the photo as it was.
 */
export function ProfilePhotoField({
  photo,
  error,
  onPhoto,
  onError,
}: {
  photo: string | null;
  error: string | undefined;
  /** The photo as a data URL, or null when removed. */
  onPhoto: (url: string | null) => void;
  onError: (message: string) => void;
}) {
  const t = accountMessages.useT();
  const input = useRef<HTMLInputElement>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chooser = event.currentTarget;
    const file = chooser.files?.[0];
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, PHOTO_SIGNATURE_LENGTH).arrayBuffer());
    const checked = checkProfilePhoto(head, file.size);
    if (checked.isErr()) {
      onError(describePhotoError(checked.error));
      // Cleared so that choosing the same file again, or a fixed one of the same name, fires again.
      chooser.value = '';
      return;
    }
    try {
      // The data URL carries the type the content showed, not the one the file name suggested.
      onPhoto(await readAsDataUrl(new Blob([file], { type: checked.value })));
    } catch {
      onError(describePhotoError({ kind: 'malformed' }));
    }
  };

  return (
    <LabelledField label={t('photo.label')} error={error} hint={t('photo.hint')}>
      {(props) => (
        <PhotoRow>
          {photo ? <img src={photo} alt={t('photo.preview')} /> : <Hint>{t('photo.none')}</Hint>}
          <input {...props} ref={input} name="profileUrl" type="file" accept="image/jpeg,image/png" onChange={(e) => void onChange(e)} />
          {photo && (
            <Button
              type="button"
              $variant="ghost"
              onClick={() => {
                onPhoto(null);
                if (input.current) input.current.value = '';
              }}
            >
              {t('photo.remove')}
            </Button>
          )}
        </PhotoRow>
      )}
    </LabelledField>
  );
}
