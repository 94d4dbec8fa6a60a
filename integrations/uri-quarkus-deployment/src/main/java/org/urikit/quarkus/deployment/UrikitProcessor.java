package org.urikit.quarkus.deployment;

import java.util.List;
import java.util.Optional;

import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.BuildTimeConditionBuildItem;
import io.quarkus.arc.processor.DotNames;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.builditem.ApplicationIndexBuildItem;
import io.quarkus.deployment.builditem.CombinedIndexBuildItem;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.IndexDependencyBuildItem;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourceBundleBuildItem;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourcePatternsBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.RuntimeInitializedClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;
import io.quarkus.deployment.pkg.builditem.CurateOutcomeBuildItem;
import io.quarkus.maven.dependency.ResolvedDependency;
import io.quarkus.resteasy.reactive.spi.ExceptionMapperBuildItem;
import io.quarkus.resteasy.reactive.spi.ParamConverterBuildItem;
import io.quarkus.resteasy.reactive.spi.ReaderInterceptorBuildItem;
import jakarta.ws.rs.Priorities;
import org.jboss.jandex.ClassInfo;
import org.jboss.jandex.DotName;
import org.jboss.logging.Logger;
import org.urikit.quarkus.UrikitConfig;

/**
 * The build steps of urikit's Quarkus extension. Each integration acts only when the application has the Quarkus
 * extension it adapts ({@link Capabilities}); runtime classes are named by string, so that a class whose framework
 * is absent is never loaded. The JSON and REST integrations, and the indexing of urikit's jars, are registered only when the application's own classes name a urikit type ({@link UrikitUsage}) or
 * {@code quarkus.urikit.register-always} is set. Public, as Quarkus's annotation processor otherwise generates an accessor class.
 */
public class UrikitProcessor {
    private static final Logger LOG = Logger.getLogger(UrikitProcessor.class);
    static final String FEATURE = "urikit";
    static final String GROUP_ID = "org.urikit";
    /**
     * The jars with classes Quarkus must see in its index: constraints and validators (Hibernate Validator), the
     * {@code autoApply} JPA converters (Hibernate ORM adds them to the persistence unit; uri-jpa's
     * {@code TypeContributor}, for {@code UriReference} and the other types without one, Hibernate loads from its
     * service file), REST providers.
     */
    static final List<String> INDEXED = List.of("uri-validation", "uri-jpa", "uri-jaxrs");

    static final String OBJECT_MAPPER_CUSTOMIZER = "org.urikit.quarkus.UrikitObjectMapperCustomizer";
    static final String JSONB_CONFIG_CUSTOMIZER = "org.urikit.quarkus.UrikitJsonbConfigCustomizer";
    static final String BODY_PROBLEM_INTERCEPTOR = "org.urikit.quarkus.UriBodyProblemInterceptor";
    /** Caches bundles per class loader in static maps: initialized at run time, so no build-time loader is kept. */
    static final String RUNTIME_INITIALIZED = "org.urikit.validation.internal.ValidUriMessages";
    static final String PARAM_CONVERTER_PROVIDER = "org.urikit.jaxrs.UriParamConverterProvider";
    static final String PROBLEM_EXCEPTION = "org.urikit.jaxrs.UriProblemException";
    static final String PROBLEM_EXCEPTION_MAPPER = "org.urikit.jaxrs.UriProblemExceptionMapper";
    /**
     * uri-jaxrs's {@code @Provider} feature, which Quarkus REST would find in the index: it registers uri-jaxrs's own
     * reader interceptor, which turns a JSON-B body failure into a problem before {@code UriBodyProblemInterceptor}
     * can name the field, and a second converter provider and mapper. The build steps here register what it would.
     */
    static final DotName JAXRS_FEATURE = DotName.createSimple("org.urikit.jaxrs.UriFeature");
    static final String JAXRS_READER_INTERCEPTOR = "org.urikit.jaxrs.UriProblemReaderInterceptor";
    static final String JAXRS_JSONB_RESOLVER = "org.urikit.jaxrs.UriJsonbResolver";

    /** For Quarkus's build. */
    public UrikitProcessor() {
    }

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }

    /**
     * Whether the integrations are registered: decided from the application's own index (which the urikit jars'
     * indexing does not feed), so that an application without urikit types loads as few of their classes as
     * possible.
     */
    @BuildStep
    UrikitUsageBuildItem usage(ApplicationIndexBuildItem application, UrikitConfig config) {
        if (config.registerAlways()) {
            LOG.debug("urikit: integrations registered (quarkus.urikit.register-always)");
            return new UrikitUsageBuildItem(true);
        }
        Optional<String> where = UrikitUsage.find(application.getIndex());
        if (where.isPresent()) {
            LOG.debugf("urikit: integrations registered, the application names a urikit type in %s", where.get());
        } else {
            LOG.debug("urikit: integrations not registered, no class of the application names a urikit type");
        }
        return new UrikitUsageBuildItem(where.isPresent());
    }

    /**
     * The urikit jars in Quarkus's index (they carry a Jandex index of their own, which Quarkus reads anyway: this
     * keeps them indexed where a build strips it).
     */
    @BuildStep
    void index(UrikitUsageBuildItem usage, BuildProducer<IndexDependencyBuildItem> index) {
        if (!usage.isUsed()) {
            return;
        }
        for (String artifactId : INDEXED) {
            index.produce(new IndexDependencyBuildItem(GROUP_ID, artifactId));
        }
    }

    /** Jackson: Quarkus's {@code ObjectMapper} gets urikit's module through a customizer bean. */
    @BuildStep
    void jackson(Capabilities capabilities, UrikitUsageBuildItem usage, UrikitConfig config,
            BuildProducer<AdditionalBeanBuildItem> beans) {
        // validate-java-net-uri is about java.net.URI, which needs no urikit type in the application
        if (capabilities.isPresent(Capability.JACKSON) && (usage.isUsed() || config.json().validateJavaNetUri())) {
            beans.produce(AdditionalBeanBuildItem.builder().addBeanClass(OBJECT_MAPPER_CUSTOMIZER)
                    .setDefaultScope(DotNames.SINGLETON).setUnremovable().build());
        }
    }

    /** JSON-B: Quarkus's {@code Jsonb} gets urikit's serializers through a configuration customizer bean. */
    @BuildStep
    void jsonb(Capabilities capabilities, UrikitUsageBuildItem usage, BuildProducer<AdditionalBeanBuildItem> beans) {
        if (capabilities.isPresent(Capability.JSONB) && usage.isUsed()) {
            beans.produce(AdditionalBeanBuildItem.builder().addBeanClass(JSONB_CONFIG_CUSTOMIZER)
                    .setDefaultScope(DotNames.SINGLETON).setUnremovable().build());
        }
    }

    /**
     * Quarkus REST: uri-jaxrs's parameter converters (a malformed value is a 400 problem, not Quarkus REST's 404)
     * and its problem mapper, and the interceptor that turns a body failure about a urikit value into that problem.
     */
    @BuildStep
    void rest(Capabilities capabilities, UrikitUsageBuildItem usage, BuildProducer<ParamConverterBuildItem> converters,
            BuildProducer<ExceptionMapperBuildItem> mappers, BuildProducer<ReaderInterceptorBuildItem> interceptors) {
        if (!capabilities.isPresent(Capability.REST) || !usage.isUsed()) {
            return;
        }
        converters.produce(new ParamConverterBuildItem(PARAM_CONVERTER_PROVIDER, Priorities.USER, true));
        mappers.produce(new ExceptionMapperBuildItem.Builder(PROBLEM_EXCEPTION_MAPPER, PROBLEM_EXCEPTION)
                .setPriority(Priorities.USER).setRegisterAsBean(true).build());
        interceptors.produce(new ReaderInterceptorBuildItem.Builder(BODY_PROBLEM_INTERCEPTOR)
                .setPriority(Priorities.USER).setRegisterAsBean(true).build());
    }

    /**
     * uri-jaxrs's classes out of Quarkus REST's provider scanning and ArC's bean discovery (its jar has a Jandex index,
     * so Quarkus reads it whatever {@link #index} does): always its {@code UriFeature} ({@link #JAXRS_FEATURE}), and
     * its providers too when the integrations are not registered.
     */
    @BuildStep
    void jaxrsExclusions(CombinedIndexBuildItem index, UrikitUsageBuildItem usage,
            BuildProducer<BuildTimeConditionBuildItem> conditions) {
        List<String> excluded = usage.isUsed() ? List.of(JAXRS_FEATURE.toString())
                : List.of(JAXRS_FEATURE.toString(), PARAM_CONVERTER_PROVIDER, PROBLEM_EXCEPTION_MAPPER,
                        JAXRS_READER_INTERCEPTOR, JAXRS_JSONB_RESOLVER);
        for (String name : excluded) {
            ClassInfo c = index.getIndex().getClassByName(DotName.createSimple(name));
            if (c != null) {
                conditions.produce(new BuildTimeConditionBuildItem(c, false));
            }
        }
    }

    /**
     * Native image: uri-validation's message cache is initialized at run time (its static maps hold bundles by class
     * loader); urikit's other classes hold only constant tables, which Quarkus initializes at build time.
     */
    @BuildStep
    RuntimeInitializedClassBuildItem runtimeInitialized() {
        return new RuntimeInitializedClassBuildItem(RUNTIME_INITIALIZED);
    }

    /**
     * Native image: what each urikit jar of the application declares in its GraalVM metadata (validators,
     * converters and providers for reflection, message bundles, resources, and urikit's providers in the service
     * files among those resources).
     */
    @BuildStep
    void nativeImage(CurateOutcomeBuildItem curate, BuildProducer<ReflectiveClassBuildItem> reflective,
            BuildProducer<NativeImageResourcePatternsBuildItem> resources,
            BuildProducer<NativeImageResourceBundleBuildItem> bundles,
            BuildProducer<ServiceProviderBuildItem> services) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        for (ResolvedDependency d : curate.getApplicationModel().getRuntimeDependencies()) {
            if (!GROUP_ID.equals(d.getGroupId())) {
                continue;
            }
            NativeImageMetadata metadata = NativeImageMetadata.of(d.getArtifactId(), loader);
            for (String skipped : metadata.skippedPatterns()) {
                LOG.warnf("urikit: %s's native-image resource pattern %s is not a literal path and is not registered",
                        d.getArtifactId(), skipped);
            }
            if (!metadata.reflective().isEmpty()) {
                reflective.produce(ReflectiveClassBuildItem.builder(metadata.reflective().toArray(String[]::new))
                        .constructors().reason("urikit: " + d.getArtifactId()).build());
            }
            if (!metadata.resourceGlobs().isEmpty()) {
                resources.produce(NativeImageResourcePatternsBuildItem.builder()
                        .includeGlobs(metadata.resourceGlobs()).build());
            }
            for (String bundle : metadata.bundles()) {
                bundles.produce(new NativeImageResourceBundleBuildItem(bundle));
            }
            metadata.services().forEach((service, providers) -> {
                if (!providers.isEmpty()) {
                    services.produce(new ServiceProviderBuildItem(service, List.copyOf(providers)));
                }
            });
        }
    }
}
