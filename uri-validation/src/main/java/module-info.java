/**
 * urikit validation: the {@code @ValidUri} Jakarta Validation constraint and its composed forms.
 * The validators live in {@code org.urikit.validation.internal}, which is not exported but opened,
 * so that any Jakarta Validation provider can instantiate them reflectively.
 */
module org.urikit.validation {
    requires transitive org.urikit;
    requires transitive jakarta.validation;
    requires static org.jspecify;

    exports org.urikit.validation;
    opens org.urikit.validation.internal;
}
