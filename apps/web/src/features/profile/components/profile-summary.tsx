import {
  AUTH_MESSAGES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIME_TYPES,
  USER_TYPE_LABELS,
  type Profile,
} from '@smartmove/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { formatDate } from '../../../lib/format';
import { useProfileImageQuery, useUploadProfileImageMutation } from '../api/profile';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** Photo, name, phone, role and company; the photo can be replaced (JPEG, PNG or WebP up to 5MB). */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const [imageVersion, setImageVersion] = useState(() => String(Date.now()));
  const image = useProfileImageQuery(profile.hasProfileImage, imageVersion);
  const upload = useUploadProfileImageMutation();
  const [imageError, setImageError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // Object URLs hold memory until revoked.
  const imageUrl = image.data;
  useEffect(() => () => (imageUrl ? URL.revokeObjectURL(imageUrl) : undefined), [imageUrl]);

  const uploadImage = useMutationAction({
    action: upload.mutateAsync,
    success: () => 'Profile image updated',
    onSuccess: () => setImageVersion(String(Date.now())),
    onError: setImageError,
  });

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setImageError(AUTH_MESSAGES.imageType);
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setImageError(AUTH_MESSAGES.imageTooBig);
      return;
    }
    setImageError(undefined);
    void uploadImage(file);
  }

  return (
    <section className="profile-summary" aria-labelledby="profile-summary-name">
      <div className="profile-summary__photo">
        {imageUrl ? (
          <img src={imageUrl} alt={`Profile image of ${profile.name}`} width="112" height="112" />
        ) : (
          <span className="profile-summary__initials" aria-hidden="true">
            {initials(profile.name)}
          </span>
        )}
      </div>
      <div className="profile-summary__body">
        <h2 id="profile-summary-name" className="profile-summary__name">
          {profile.name}
        </h2>
        <p className="profile-summary__meta">
          {USER_TYPE_LABELS[profile.userType]}
          {profile.companyName ? ` at ${profile.companyName}` : ''} · {profile.phoneNo} · member since{' '}
          {formatDate(profile.createdAt)}
        </p>
        <div className={imageError ? 'field field--invalid' : 'field'}>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            className="visually-hidden"
            accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
            disabled={upload.isPending}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={`${inputId}-hint${imageError ? ` ${inputId}-error` : ''}`}
            onChange={chooseImage}
          />
          <label htmlFor={inputId} className="button button--secondary profile-summary__upload">
            {upload.isPending
              ? 'Wait...'
              : profile.hasProfileImage
                ? 'Change profile image'
                : 'Add profile image'}
          </label>
          <p id={`${inputId}-hint`} className="field__hint">
            JPEG, PNG or WebP, up to 5MB.
          </p>
          {imageError ? (
            <p id={`${inputId}-error`} className="field__error" role="alert">
              {imageError}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
